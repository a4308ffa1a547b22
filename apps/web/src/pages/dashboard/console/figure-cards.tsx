import type { ReactNode } from 'react';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CountCard, type Figure } from '../count-card';
import { toWan } from '../format';

type Counts = { today: number; previous: number; total: number };
type Amounts = { today: string; previous: string; total: string };

const count = (n: number): Figure => ({ value: n });
const money = (s: string): Figure => ({ value: Number(s), decimals: 2 });

/** A card of counts: today large, yesterday and the all-time total below (ReportData's figures). */
export function CountsCard({ id, icon, figures }: { id: string; icon: ReactNode; figures: Counts }) {
  const { t } = useTranslation();
  return (
    <CountCard id={id} icon={icon} title={t(`dashboard.cards.${id}`)}
      main={count(figures.today)} previous={count(figures.previous)} total={count(figures.total)} />
  );
}

/** The sales card: today's and yesterday's amounts, the all-time total in units of 10,000 (spec §9). */
export function SalesCard({ figures }: { figures: Amounts }) {
  const { t } = useTranslation();
  return (
    <CountCard
      id="tdata"
      icon={<WalletOutlined />}
      title={t('dashboard.cards.tdata')}
      hint={t('dashboard.cards.totalWanHint')}
      main={money(figures.today)}
      previous={money(figures.previous)}
      total={{ value: Number(toWan(figures.total)), decimals: 2, suffix: t('dashboard.cards.wan') }}
    />
  );
}
