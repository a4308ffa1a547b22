import { useTranslation } from 'react-i18next';
import type { PlanLine } from '@bo/contract';
import { figuresOf, type DraftMonth, type RowFigures } from './plan-draft';
import { PlanFigureCells } from './plan-figure-cells';

interface Props {
  line: PlanLine;
  months: DraftMonth[];
  /** Months counted in year to date. */
  ytdMonths: number;
  /** With the edit mark: the targets are inputs. */
  editable: boolean;
  onChange: (months: DraftMonth[]) => void;
}

/**
 * The twelve months of one line: targets (inputs with the edit mark), actuals and completion,
 * then year to date and the whole year. A plain table: twelve fixed rows need no paging or
 * sorting; at 390 px it scrolls sideways with the month column fixed (year-plan.css).
 */
export default function PlanGrid({ line, months, ytdMonths, editable, onChange }: Props) {
  const { t } = useTranslation();
  const set = (i: number, field: keyof DraftMonth, value: string) =>
    onChange(months.map((m, j) => (j === i ? { ...m, [field]: value } : m)));
  const cells = (f: RowFigures, i?: number) => <PlanFigureCells figures={f} index={i} months={months} onSet={set} />;

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
                {cells(f, editable ? i : undefined)}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr data-testid="plan-ytd">
            <th scope="row" className="yp-first">
              {ytdMonths ? t('yearPlan.ytd', { months: ytdMonths }) : t('yearPlan.ytdNone')}
            </th>
            {cells(ytd)}
          </tr>
          <tr data-testid="plan-total">
            <th scope="row" className="yp-first">
              {t('yearPlan.total')}
            </th>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
