import { ArrowDownOutlined, ArrowUpOutlined, EyeOutlined } from '@ant-design/icons';
import type { BranchFigureRow, BranchState } from '@bo/contract';
import { Muted } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { formatCount, formatMoney } from '../../../components/number-format';
import { Tag, type TagColour } from '../../../components/tag';
import type { BranchTotals } from './branch-rows';

/** What a row may do: open the branch read-only (the dialog asks why). */
export interface BranchContext {
  view: (row: BranchFigureRow) => void;
  dialog: Opens;
}

const STATE_COLOUR: Record<BranchState, TagColour> = {
  live: 'green',
  ending: 'gold',
  expired: 'red',
  disabled: 'grey',
};

const count = (v: number | string) => <span className="dash-num">{formatCount(Number(v))}</span>;
const money = (v: number | string) => <span className="dash-num">{formatMoney(v)}</span>;

/** The change against the period before: an arrow up (green) or down (red) and the percent; a dash without one. */
export function SalesChange({ value }: { value: string | null }) {
  if (value === null) return <Muted data-testid="change-none" />;
  const n = Number(value);
  const way = n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
  return (
    <span className={`hq-change hq-change-${way} dash-num`} data-change={way}>
      {way === 'up' && <ArrowUpOutlined aria-hidden />}
      {way === 'down' && <ArrowDownOutlined aria-hidden />}
      {`${n > 0 ? '+' : ''}${value}%`}
    </span>
  );
}

/** A count of the branch's, with its total in the summary row. */
const countColumn = (
  key: 'paidOrders' | 'newClients' | 'visitors',
  width: number,
): ColumnSpec<BranchFigureRow, BranchContext, BranchTotals> => ({
  key,
  title: `hq.col.${key}`,
  width,
  align: 'right',
  sort: key,
  render: (r) => count(r[key]),
  summary: (s) => count(s[key]),
});

/** The branches page's columns; every figure sorts (in the browser: branch-rows.ts). */
export const BRANCH_COLUMNS: ColumnSpec<BranchFigureRow, BranchContext, BranchTotals>[] = [
  {
    key: 'gscode',
    title: 'hq.col.branch',
    width: 180,
    mobileWidth: 140,
    sort: 'gscode',
    render: (r) => (
      <span className="hq-branch" data-testid="hq-branch" data-gscode={r.gscode}>
        <span className="bo-code">{r.gscode}</span>
        <span className="hq-branch-name" data-user-content="">
          {r.company}
        </span>
      </span>
    ),
  },
  {
    key: 'state',
    title: 'hq.col.state',
    width: 150,
    render: (r, c) => (
      <span className="hq-state">
        <Tag colour={STATE_COLOUR[r.state]} data-state={r.state} data-testid="hq-state">
          {c.t(`hq.state.${r.state}`)}
        </Tag>
        {r.endtime && <span className="bo-muted hq-end">{c.t('hq.endsOn', { day: r.endtime })}</span>}
      </span>
    ),
  },
  {
    key: 'sales',
    title: 'hq.col.sales',
    width: 130,
    align: 'right',
    sort: 'sales',
    render: (r) => <span data-testid="hq-sales">{money(r.sales)}</span>,
    summary: (s) => money(s.sales),
  },
  {
    key: 'orders',
    title: 'hq.col.orders',
    width: 90,
    align: 'right',
    sort: 'orders',
    render: (r) => <span data-testid="hq-orders">{count(r.orders)}</span>,
    summary: (s) => count(s.orders),
  },
  countColumn('paidOrders', 120),
  countColumn('newClients', 100),
  countColumn('visitors', 100),
  {
    key: 'conversion',
    title: 'hq.col.conversion',
    width: 100,
    align: 'right',
    sort: 'conversion',
    render: (r) => <span className="dash-num">{`${r.conversion}%`}</span>,
  },
  {
    key: 'avgOrder',
    title: 'hq.col.avgOrder',
    width: 120,
    align: 'right',
    sort: 'avgOrder',
    render: (r) => money(r.avgOrder),
  },
  {
    key: 'salesChange',
    title: 'hq.col.salesChange',
    width: 120,
    align: 'right',
    sort: 'salesChange',
    render: (r) => <SalesChange value={r.salesChange} />,
  },
  {
    key: 'actions',
    title: 'hq.col.actions',
    width: 130,
    mobileWidth: 110,
    fixedRight: true,
    render: (r, c) =>
      r.state === 'disabled' ? (
        <Muted />
      ) : (
        <RowActions>
          <RowAction
            icon={<EyeOutlined />}
            onClick={() => c.view(r)}
            opens={c.dialog}
            label={c.t('hq.view.label', { company: r.company, gscode: r.gscode })}
            userContent
            testId="hq-view"
          >
            {c.t('hq.view.action')}
          </RowAction>
        </RowActions>
      ),
  },
];
