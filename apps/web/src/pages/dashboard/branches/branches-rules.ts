import { queryOptions } from '@tanstack/react-query';
import { BRANCH_STATES, type DayRange, type UserInfo } from '@bo/contract';
import { getBranchFigures } from '../../../api/platform';
import { branchToday } from '../../../components/branch-time';
import {
  dateRule,
  oneOfRule,
  textRule,
  type ListRules,
  type ListState,
} from '../../../components/data-table/list-state';
import type { ListQueryOptions } from '../../../components/data-table/use-list-view';
import { BRANCH_SORTS, branchList, type BranchTotals } from './branch-rows';
import { daysOf, fixPeriod, periodOf, PERIODS, RANGE_WORD } from './period';
import type { BranchFigureRow } from '@bo/contract';

export const BRANCHES_ROUTE = '/dashboard/branches';
export const BRANCHES_TABLE = 'branches';
/** The longest search of a code or a name. */
export const BRANCH_SEARCH_MAX = 40;

/** The address's words: the period (period.ts), the state filter, the search, the sort and the page. */
export const BRANCH_RULES: ListRules = {
  sorts: BRANCH_SORTS,
  filters: {
    period: oneOfRule([...PERIODS, RANGE_WORD]),
    from: dateRule,
    to: dateRule,
    state: oneOfRule(BRANCH_STATES),
    q: textRule(BRANCH_SEARCH_MAX),
  },
  fix: fixPeriod,
};

/** The days a view compares: its period's, the owner's branch's today being the last of a word. */
export const daysOfView = (s: Pick<ListState, 'filters'>): DayRange => daysOf(periodOf(s.filters), branchToday());

export const branchQueries = {
  /** One period's rows of every branch, shared by the table, the chart and the export. */
  figures: (u: UserInfo, days: DayRange) =>
    queryOptions({
      queryKey: ['platform', u.gscode, 'branchFigures', days.from, days.to] as const,
      queryFn: () => getBranchFigures(days.from, days.to),
    }),

  /**
   * The data table's list of a view: the period's rows (one call per period) turned into the page
   * shown by `select`, so a sort, a filter or a page is drawn without a call (branch-rows.ts).
   */
  list: (u: UserInfo, s: ListState) =>
    ({
      ...branchQueries.figures(u, daysOfView(s)),
      select: (rows: BranchFigureRow[]) => branchList(rows, s),
    }) as unknown as ListQueryOptions<BranchFigureRow, BranchTotals>,
};
