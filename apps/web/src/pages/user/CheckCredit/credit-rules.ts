import type { QueryClient } from '@tanstack/react-query';
import { CREDIT_LIMITS, CREDIT_SORTS, CREDIT_STATES, type CreditRow, type UserInfo } from '@bo/contract';
import { csvRule, textRule, datedListRules, type ListState } from '../../../components/data-table/list-state';
import { branchListQuery, invalidateBranch } from '../../../components/branch-cache';
import { listCredit } from './credit-api';
import type { RowDialog } from '../../../components/list-page/use-row-dialog';

export const CREDIT_ROUTE = '/user/CheckCredit';
export const CREDIT_TABLE = 'credit-applications';

/** The application list's URL words, exactly the contract's (credit.ts creditListQuery). */
export const CREDIT_RULES = datedListRules(CREDIT_SORTS, {
  state: csvRule(CREDIT_STATES),
  q: textRule(CREDIT_LIMITS.search),
});

/** Keys under ['credit', gscode]: a switch to another branch never shows this one's cache. */
export const creditQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('credit', u, s, listCredit),
};

/** After a change: the applications, and the clients whose terms it may have changed, are read again. */
export const invalidateCredit = (client: QueryClient, u: UserInfo) => invalidateBranch(client, u, 'credit', 'clients');

export type CreditDialogKind = 'apply' | 'approve' | 'reject';
/** The dialog open on the page, and its application (none for Apply). */
export type OpenCreditDialog = RowDialog<CreditDialogKind, CreditRow | null>;
