import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  SHOP_ACCOUNT_BINDINGS,
  SHOP_ACCOUNT_FOLLOWING,
  SHOP_ACCOUNT_LIMITS,
  SHOP_ACCOUNT_SORTS,
  SHOP_ACCOUNT_STATUSES,
  type ShopAccountRow,
  type UserInfo,
} from '@bo/contract';
import {
  csvRule,
  dateRule,
  dropBackwardRange,
  listQueryOf,
  textRule,
  type ListRules,
  type ListState,
} from '../../../../components/data-table/list-state';
import type { RowDialog } from '../../../../components/list-page/use-row-dialog';
import { listShopAccounts } from './shop-account-api';

/** One word of a few (the contract's z.enum, not a comma list). */
const oneOf = (words: readonly string[]) => (v: string) => words.includes(v);

export const SHOP_ACCOUNTS_TAB = 'accounts';
export const SHOP_ACCOUNTS_TABLE = 'shop-accounts';

/** The shop account list's URL words, exactly the contract's (shop-accounts.ts shopAccountListQuery). */
export const SHOP_ACCOUNT_RULES: ListRules = {
  sorts: SHOP_ACCOUNT_SORTS,
  filters: {
    q: textRule(SHOP_ACCOUNT_LIMITS.search),
    bound: oneOf(SHOP_ACCOUNT_BINDINGS),
    follower: oneOf(SHOP_ACCOUNT_FOLLOWING),
    status: csvRule(SHOP_ACCOUNT_STATUSES),
    from: dateRule,
    to: dateRule,
  },
  // Days are YYYY-MM-DD, so they compare as text; a backward range (which could match nothing) is dropped, as on the other lists.
  fix: (f) => dropBackwardRange(f, 'from', 'to', (a, b) => a.localeCompare(b)),
};

/** Keys under ['shop-accounts', gscode]: a switch to another branch never shows this one's cache. */
export const shopAccountQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['shop-accounts', u.gscode, 'list', s] as const,
      queryFn: () => listShopAccounts(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};

/** After a change: every list view of the branch's shop accounts (and the promoters, which show accounts) is read again. */
export const invalidateShopAccounts = (client: QueryClient, u: UserInfo) =>
  client.invalidateQueries({ queryKey: ['shop-accounts', u.gscode] });

/** What a row's actions open. */
export type ShopAccountDialogKind = 'register' | 'bind' | 'unbind' | 'disable' | 'enable';
/** The dialog open on the tab, and its row (none for Register). */
export type OpenShopAccountDialog = RowDialog<ShopAccountDialogKind, ShopAccountRow | null>;
