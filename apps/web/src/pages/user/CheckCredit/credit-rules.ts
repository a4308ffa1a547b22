import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { CREDIT_LIMITS, CREDIT_SORTS, CREDIT_STATES, type CreditRow, type UserInfo } from '@bo/contract';
import {
  csvRule,
  dateRule,
  dropBackwardRange,
  listQueryOf,
  textRule,
  type ListRules,
  type ListState,
} from '../../../components/data-table/list-state';
import { listCredit } from './credit-api';
import type { RowDialog } from '../../../components/list-page/use-row-dialog';

export const CREDIT_ROUTE = '/user/CheckCredit';
export const CREDIT_TABLE = 'credit-applications';

/** The application list's URL words, exactly the contract's (credit.ts creditListQuery). */
export const CREDIT_RULES: ListRules = {
  sorts: CREDIT_SORTS,
  filters: {
    state: csvRule(CREDIT_STATES),
    q: textRule(CREDIT_LIMITS.search),
    from: dateRule,
    to: dateRule,
  },
  fix: (f) => dropBackwardRange(f, 'from', 'to', (a, b) => a.localeCompare(b)),
};

/** Keys under ['credit', gscode]: a switch to another branch never shows this one's cache. */
export const creditQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['credit', u.gscode, 'list', s] as const,
      queryFn: () => listCredit(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};

/** After a change: the applications, and the clients whose terms it may have changed, are read again. */
export const invalidateCredit = (client: QueryClient, u: UserInfo) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['credit', u.gscode] }),
    client.invalidateQueries({ queryKey: ['clients', u.gscode] }),
  ]);

export type CreditDialogKind = 'apply' | 'approve' | 'reject';
/** The dialog open on the page, and its application (none for Apply). */
export type OpenCreditDialog = RowDialog<CreditDialogKind, CreditRow | null>;
