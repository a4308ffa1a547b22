import type { ReactNode } from 'react';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, formatWan, toWan } from '../../../components/number-format';
import { CountCard, type Figure } from '../count-card';

type Counts = { today: number; previous: number; total: number };
type Amounts = { today: string; previous: string; total: string };

export const countFigure = (n: number): Figure => ({
  value: n,
  text: formatCount(n),
  decimals: 0,
  format: formatCount,
});
export const moneyFigure = (s: string): Figure => ({
  value: Number(s),
  text: formatMoney(s),
  decimals: 2,
  format: formatMoney,
});
/** The sales total in units of 10,000 with the unit of the language ("1,901.59万", "1,901.59 ×10k"). */
const wanFigure = (s: string, unit: string): Figure => ({
  value: Number(toWan(s)),
  text: `${formatWan(s)}${unit}`,
  decimals: 2,
  format: (n) => `${formatMoney(n)}${unit}`,
});

/** A card of counts: today large, yesterday and the all-time total below (ReportData's figures; undefined while loading). */
export function CountsCard({ id, icon, figures }: { id: string; icon: ReactNode; figures: Counts | undefined }) {
  const { t } = useTranslation();
  return (
    <CountCard
      id={id}
      icon={icon}
      title={t(`dashboard.cards.${id}`)}
      main={figures && countFigure(figures.today)}
      foot={figures ? { previous: countFigure(figures.previous), total: countFigure(figures.total) } : 'figures'}
    />
  );
}

/** The sales card: today's and yesterday's amounts, the all-time total in units of 10,000 (spec §9). */
export function SalesCard({ figures }: { figures: Amounts | undefined }) {
  const { t } = useTranslation();
  return (
    <CountCard
      id="tdata"
      icon={<WalletOutlined />}
      title={t('dashboard.cards.tdata')}
      hint={t('dashboard.cards.totalWanHint')}
      main={figures && moneyFigure(figures.today)}
      foot={
        figures
          ? { previous: moneyFigure(figures.previous), total: wanFigure(figures.total, t('dashboard.cards.wan')) }
          : 'figures'
      }
    />
  );
}
