import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLAN_ORDERS_MAX, type PlanLine } from '@bo/contract';
import { formatCount, formatMoney, formatPercent } from '../../../components/number-format';
import { amountOk, figuresOf, ordersOk, type DraftMonth, type RowFigures } from './plan-draft';

interface Props {
  line: PlanLine;
  months: DraftMonth[];
  /** Months counted in year to date. */
  ytdMonths: number;
  /** With the edit mark: the targets are inputs. */
  editable: boolean;
  onChange: (months: DraftMonth[]) => void;
}

const rate = (r: string | null, none: string) =>
  r === null ? <span className="bo-muted">{none}</span> : formatPercent(r);

/**
 * The twelve months of one line: targets (inputs with the edit mark), actuals and completion,
 * then year to date and the whole year. A plain table: twelve fixed rows need no paging or
 * sorting; at 390 px it scrolls sideways with the month column fixed (year-plan.css).
 */
export default function PlanGrid({ line, months, ytdMonths, editable, onChange }: Props) {
  const { t } = useTranslation();
  const none = t('yearPlan.noTarget');
  const set = (i: number, field: keyof DraftMonth, value: string) =>
    onChange(months.map((m, j) => (j === i ? { ...m, [field]: value } : m)));

  const figures = (f: RowFigures, i?: number) => {
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
              onChange={(e) => set(i!, 'amount', e.target.value)}
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
              onChange={(e) => set(i!, 'orders', e.target.value)}
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
  };

  const ytd = figuresOf(line, months, 0, ytdMonths);
  const total = figuresOf(line, months, 0, 12);
  return (
    <div
      className="yp-grid-wrap"
      role="region"
      aria-label={t('yearPlan.title')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is focusable so the keyboard can scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
      data-scroll-x=""
      data-testid="plan-grid"
    >
      <table className={`yp-grid${editable ? ' yp-editable' : ''}`}>
        <thead>
          <tr>
            <th scope="col" className="yp-first">
              {t('yearPlan.col.month')}
            </th>
            {(['amount', 'actualAmount', 'amountRate', 'orders', 'actualOrders', 'ordersRate'] as const).map((c) => (
              <th key={c} scope="col" className="yp-num">
                {t(`yearPlan.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((_, i) => {
            const f = figuresOf(line, months, i, i + 1);
            return (
              <tr key={i} className={i < ytdMonths ? undefined : 'yp-later'} data-testid={`plan-month-${i + 1}`}>
                <th scope="row" className="yp-first">
                  {t('yearPlan.month', { month: i + 1 })}
                </th>
                {figures(f, editable ? i : undefined)}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr data-testid="plan-ytd">
            <th scope="row" className="yp-first">
              {ytdMonths ? t('yearPlan.ytd', { months: ytdMonths }) : t('yearPlan.ytdNone')}
            </th>
            {figures(ytd)}
          </tr>
          <tr data-testid="plan-total">
            <th scope="row" className="yp-first">
              {t('yearPlan.total')}
            </th>
            {figures(total)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
