import { useTranslation } from 'react-i18next';
import type { PlanLine } from '@bo/contract';
import { formatCount, formatMoney, formatPercent } from '../../../components/number-format';
import { figuresOf, type DraftMonth } from './plan-draft';

/** The year to date of the line: amount and orders against their targets (the draft's, if edited). */
export function PlanYtdCards({ line, months, ytdMonths }: { line: PlanLine; months: DraftMonth[]; ytdMonths: number }) {
  const { t } = useTranslation();
  const ytd = figuresOf(line, months, 0, ytdMonths);
  return (
    <div className="yp-cards" data-testid="plan-ytd-cards">
      <YtdCard
        label={t('yearPlan.ytdCard.amount')}
        actual={formatMoney(ytd.actualAmount)}
        target={formatMoney(ytd.amount)}
        rate={ytd.amountRate}
        testId="plan-ytd-amount"
      />
      <YtdCard
        label={t('yearPlan.ytdCard.orders')}
        actual={formatCount(ytd.actualOrders)}
        target={formatCount(ytd.orders)}
        rate={ytd.ordersRate}
        testId="plan-ytd-orders"
      />
    </div>
  );
}

function YtdCard({
  label,
  actual,
  target,
  rate,
  testId,
}: {
  label: string;
  actual: string;
  target: string;
  rate: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="yp-card" data-testid={testId}>
      <div className="yp-card-label">{label}</div>
      <div className="yp-card-value">
        <span className="yp-card-rate" data-testid={`${testId}-rate`}>
          {rate === null ? t('yearPlan.noTarget') : formatPercent(rate)}
        </span>
        <span className="bo-muted">
          {actual} · {t('yearPlan.ytdCard.of', { target })}
        </span>
      </div>
    </div>
  );
}
