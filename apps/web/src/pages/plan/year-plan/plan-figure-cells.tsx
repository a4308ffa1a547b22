import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLAN_ORDERS_MAX } from '@bo/contract';
import { formatCount, formatMoney, formatPercent } from '../../../components/number-format';
import { amountOk, ordersOk, type DraftMonth, type RowFigures } from './plan-draft';

interface Props {
  figures: RowFigures;
  /** An editable month: its index; the targets are then inputs. Absent for read-only rows and totals. */
  index?: number;
  months: DraftMonth[];
  onSet: (index: number, field: keyof DraftMonth, value: string) => void;
}

const rate = (r: string | null, none: string) =>
  r === null ? <span className="bo-muted">{none}</span> : formatPercent(r);

/** The six figure cells of a plan grid row: target, actual and completion, for amount then orders. */
export function PlanFigureCells({ figures: f, index: i, months, onSet }: Props) {
  const { t } = useTranslation();
  const none = t('yearPlan.noTarget');
  const m = i === undefined ? null : months[i];
  return (
    <>
      <td className="yp-num">
        {m ? (
          <Input
            size="small"
            inputMode="decimal"
            value={m.amount}
            status={amountOk(m.amount) ? undefined : 'error'}
            title={amountOk(m.amount) ? undefined : t('yearPlan.badAmount')}
            aria-label={t('yearPlan.amountOf', { month: i! + 1 })}
            aria-invalid={!amountOk(m.amount)}
            maxLength={16}
            onChange={(e) => onSet(i!, 'amount', e.target.value)}
            data-testid={`plan-amount-${i! + 1}`}
          />
        ) : (
          formatMoney(f.amount)
        )}
      </td>
      <td className="yp-num">{formatMoney(f.actualAmount)}</td>
      <td className="yp-num" data-testid={i === undefined ? undefined : `plan-amount-rate-${i + 1}`}>
        {rate(f.amountRate, none)}
      </td>
      <td className="yp-num">
        {m ? (
          <Input
            size="small"
            inputMode="numeric"
            value={m.orders}
            status={ordersOk(m.orders) ? undefined : 'error'}
            title={ordersOk(m.orders) ? undefined : t('yearPlan.badOrders', { max: PLAN_ORDERS_MAX })}
            aria-label={t('yearPlan.ordersOf', { month: i! + 1 })}
            aria-invalid={!ordersOk(m.orders)}
            maxLength={8}
            onChange={(e) => onSet(i!, 'orders', e.target.value)}
            data-testid={`plan-orders-${i! + 1}`}
          />
        ) : (
          formatCount(f.orders)
        )}
      </td>
      <td className="yp-num">{formatCount(f.actualOrders)}</td>
      <td className="yp-num" data-testid={i === undefined ? undefined : `plan-orders-rate-${i + 1}`}>
        {rate(f.ordersRate, none)}
      </td>
    </>
  );
}
