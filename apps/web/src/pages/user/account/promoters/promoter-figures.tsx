import { useTranslation } from 'react-i18next';
import type { PromoterRow } from '@bo/contract';
import { formatCount, formatMoney, formatPercent } from '../../../../components/number-format';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <span className="acc-figure-label">{label}</span>
      <span className="acc-figure-value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** A promoter's figures: commission rate, referrals, their orders, amounts and commission. */
export function PromoterFigures({ row }: { row: PromoterRow }) {
  const { t } = useTranslation();
  return (
    <div className="acc-figures">
      <Figure
        label={t('accounts.promoters.col.rate')}
        value={formatPercent(row.commissionRate)}
        testId="promoter-drawer-rate"
      />
      <Figure label={t('accounts.promoters.col.referrals')} value={formatCount(row.referrals)} />
      <Figure label={t('accounts.promoters.col.orders')} value={formatCount(row.orders)} />
      <Figure label={t('accounts.promoters.col.amount')} value={formatMoney(row.amount)} />
      <Figure label={t('accounts.promoters.drawer.completed')} value={formatMoney(row.completedAmount)} />
      <Figure label={t('accounts.promoters.col.commission')} value={formatMoney(row.commission)} />
    </div>
  );
}
