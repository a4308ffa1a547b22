import type { BranchFigureRow, BranchState } from '@bo/contract';
import type { ListData } from '../../../components/data-table/list-data';
import type { ListState } from '../../../components/data-table/list-state';
import { sumColumns } from '../format';

/**
 * The branches page sorts, filters and pages in the browser: the call answers one row per
 * branch (a few dozen at most), so the rows of a period are fetched once and every sort, filter
 * or page is drawn from them without another call.
 */

/** The columns the table sorts by (the list's sort words). */
export const BRANCH_SORTS = [
  'gscode',
  'sales',
  'orders',
  'paidOrders',
  'newClients',
  'visitors',
  'conversion',
  'avgOrder',
  'salesChange',
] as const;
type SortKey = (typeof BRANCH_SORTS)[number];

/** The table's summary row: the figures that add up (conversion, average and change do not). */
export type BranchTotals = Record<'sales' | 'orders' | 'paidOrders' | 'newClients' | 'visitors', number | string>;

const numberOf = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** The search box's words found in the branch's code or name (any case). */
const matches = (row: BranchFigureRow, q: string) => {
  const words = q.trim().toLowerCase();
  return !words || row.gscode.toLowerCase().includes(words) || row.company.toLowerCase().includes(words);
};

/**
 * The rows the view shows, all pages: those of the state filter (`state`) and the search (`q`),
 * in the sort asked (as the server answered when none: by sales descending). A branch without a
 * figure (no change: null) comes last either way; equal figures keep the order by code.
 */
export function shownRows(rows: readonly BranchFigureRow[], view: Pick<ListState, 'filters' | 'sort' | 'order'>) {
  const state = view.filters.state as BranchState | undefined;
  const q = view.filters.q ?? '';
  const kept = rows.filter((r) => (!state || r.state === state) && matches(r, q));
  const key = view.sort as SortKey | undefined;
  if (!key) return kept;
  const sign = view.order === 'desc' ? -1 : 1;
  return kept.sort((a, b) => {
    if (key === 'gscode') return sign * a.gscode.localeCompare(b.gscode);
    const x = numberOf(a[key]);
    const y = numberOf(b[key]);
    if (x === null || y === null) return x === y ? a.gscode.localeCompare(b.gscode) : x === null ? 1 : -1;
    return sign * (x - y) || a.gscode.localeCompare(b.gscode);
  });
}

/** The list the data table draws: the page of the view's rows, their count and totals. */
export function branchList(rows: readonly BranchFigureRow[], view: ListState): ListData<BranchFigureRow, BranchTotals> {
  const all = shownRows(rows, view);
  const start = (view.page - 1) * view.pageSize;
  return {
    list: all.slice(start, start + view.pageSize),
    total: all.length,
    summary: sumColumns(all, {
      sales: 'money',
      orders: 'count',
      paidOrders: 'count',
      newClients: 'count',
      visitors: 'count',
    }) as BranchTotals,
  };
}

/** The top branches by sales for the chart (the call answers by sales descending). */
export const topBySales = (rows: readonly BranchFigureRow[], n = 10) =>
  [...rows].sort((a, b) => Number(b.sales) - Number(a.sales) || a.gscode.localeCompare(b.gscode)).slice(0, n);
