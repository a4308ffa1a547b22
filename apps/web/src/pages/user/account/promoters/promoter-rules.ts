import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PROMOTER_SEARCH_MAX, PROMOTER_SORTS, PROMOTER_STATUSES, type PromoterRow, type UserInfo } from '@bo/contract';
import { csvRule, textRule, type ListRules, type ListState } from '../../../../components/data-table/list-state';
import { branchListQuery, invalidateBranch } from '../../../../components/branch-cache';
import { getPromoterDetail, listPromoters } from './promoter-api';
import type { RowDialog } from '../../../../components/list-page/use-row-dialog';
import { useLatestRow } from '../../../../components/list-page/use-latest-row';

export const PROMOTERS_TAB = 'promoters';
export const PROMOTERS_TABLE = 'promoters';
/** Orders per page in a promoter's drawer. */
export const PROMOTER_ORDERS_PAGE_SIZE = 10;

/** The promoter list's URL words, exactly the contract's (promoters.ts promoterListQuery). */
export const PROMOTER_RULES: ListRules = {
  sorts: PROMOTER_SORTS,
  filters: { q: textRule(PROMOTER_SEARCH_MAX), status: csvRule(PROMOTER_STATUSES) },
};

/** Keys under ['promoters', gscode]: a switch to another branch never shows this one's cache. */
export const promoterQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('promoters', u, s, listPromoters),
  detail: (u: UserInfo, id: number, page: number, guestcode: string | undefined) =>
    queryOptions({
      queryKey: ['promoters', u.gscode, 'detail', id, page, guestcode ?? ''] as const,
      queryFn: () => getPromoterDetail(id, page, PROMOTER_ORDERS_PAGE_SIZE, guestcode),
      placeholderData: keepPreviousData,
    }),
};

/** After a change: the promoter lists and drawers, and the shop accounts (which show who is a promoter), are read again. */
export const invalidatePromoters = (client: QueryClient, u: UserInfo) =>
  invalidateBranch(client, u, 'promoters', 'shop-accounts');

export type PromoterDialogKind = 'add' | 'rate' | 'enable' | 'disable';
/** The dialog open on the tab, and its promoter (none for Add). */
export type OpenPromoterDialog = RowDialog<PromoterDialogKind, PromoterRow | null>;
/** The summary row the server sums over the whole filtered set (never added up in the browser). */
export type PromoterSums = { referrals: number; orders: number; amount: string; commission: string };

/** A promoter in a list answer or in a drawer's (its `promoter`). */
const promoterRows = (answer: unknown) => {
  const data = answer as { list?: PromoterRow[]; promoter?: PromoterRow } | undefined;
  return [data?.promoter, ...(data?.list ?? [])];
};

/** A promoter as the newest list or drawer answer has it (components/list-page/use-latest-row.ts). */
export const useLatestPromoter = (u: UserInfo, initial: PromoterRow) =>
  useLatestRow(['promoters', u.gscode], initial, promoterRows);
