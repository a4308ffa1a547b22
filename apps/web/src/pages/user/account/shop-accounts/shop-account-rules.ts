import type { QueryClient } from '@tanstack/react-query';
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
  oneOfRule,
  textRule,
  datedListRules,
  type ListState,
} from '../../../../components/data-table/list-state';
import { branchListKey, branchListQuery, invalidateBranch } from '../../../../components/branch-cache';
import type { RowDialog } from '../../../../components/list-page/use-row-dialog';
import { useLatestRow } from '../../../../components/list-page/use-latest-row';
import { listShopAccounts } from './shop-account-api';

export const SHOP_ACCOUNTS_TAB = 'accounts';
export const SHOP_ACCOUNTS_TABLE = 'shop-accounts';

/** The shop account list's URL words, exactly the contract's (shop-accounts.ts shopAccountListQuery). */
export const SHOP_ACCOUNT_RULES = datedListRules(SHOP_ACCOUNT_SORTS, {
  q: textRule(SHOP_ACCOUNT_LIMITS.search),
  bound: oneOfRule(SHOP_ACCOUNT_BINDINGS),
  follower: oneOfRule(SHOP_ACCOUNT_FOLLOWING),
  status: csvRule(SHOP_ACCOUNT_STATUSES),
});

/** Keys under ['shop-accounts', gscode]: a switch to another branch never shows this one's cache. */
export const shopAccountQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('shop-accounts', u, s, listShopAccounts),
};

/** After a change: every list view of the branch's shop accounts (and the promoters, which show accounts) is read again. */
export const invalidateShopAccounts = (client: QueryClient, u: UserInfo) =>
  invalidateBranch(client, u, 'shop-accounts');

/** What a row's actions open. */
export type ShopAccountDialogKind = 'register' | 'bind' | 'unbind' | 'disable' | 'enable';
/** The dialog open on the tab, and its row (none for Register). */
export type OpenShopAccountDialog = RowDialog<ShopAccountDialogKind, ShopAccountRow | null>;

/** A shop account as the newest list answer has it (components/list-page/use-latest-row.ts). */
export const useLatestShopAccount = (u: UserInfo, initial: ShopAccountRow) =>
  useLatestRow(branchListKey('shop-accounts', u), initial);
