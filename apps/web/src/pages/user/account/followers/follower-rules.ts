import type { QueryClient } from '@tanstack/react-query';
import {
  FOLLOWER_BINDINGS,
  FOLLOWER_LIMITS,
  FOLLOWER_SORTS,
  FOLLOWER_SUBSCRIBED,
  type FollowerRow,
  type UserInfo,
} from '@bo/contract';
import { oneOfRule, textRule, datedListRules, type ListState } from '../../../../components/data-table/list-state';
import { branchListKey, branchListQuery, invalidateBranch } from '../../../../components/branch-cache';
import type { RowDialog } from '../../../../components/list-page/use-row-dialog';
import { useLatestRow } from '../../../../components/list-page/use-latest-row';
import { listFollowers } from './follower-api';

export const FOLLOWERS_TAB = 'followers';
export const FOLLOWERS_TABLE = 'wechat-followers';

/** The follower list's URL words, exactly the contract's (wechat.ts followerListQuery). */
export const FOLLOWER_RULES = datedListRules(FOLLOWER_SORTS, {
  q: textRule(FOLLOWER_LIMITS.search),
  subscribed: oneOfRule(FOLLOWER_SUBSCRIBED),
  bound: oneOfRule(FOLLOWER_BINDINGS),
});

/** Keys under ['followers', gscode]: a switch to another branch never shows this one's cache. */
export const followerQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('followers', u, s, listFollowers),
};

/**
 * After a change: every list view of the branch's followers is read again, and the shop
 * accounts too (their "follower" column comes from the same followers).
 */
export const invalidateFollowers = (client: QueryClient, u: UserInfo) =>
  invalidateBranch(client, u, 'followers', 'shop-accounts');

/** What the tab's buttons and a row's actions open. */
export type FollowerDialogKind = 'bind' | 'unbind' | 'reloadFollowers' | 'reloadProfiles';
/** The dialog open on the tab, and its row (none for the reloads). */
export type OpenFollowerDialog = RowDialog<FollowerDialogKind, FollowerRow | null>;

/** How a follower is named (actions, dialogs): the nickname, or the openid until the profile is read. */
export const followerName = (r: Pick<FollowerRow, 'nickname' | 'openid'>) => r.nickname || r.openid;

/** A follower as the newest list answer has it (components/list-page/use-latest-row.ts). */
export const useLatestFollower = (u: UserInfo, initial: FollowerRow) =>
  useLatestRow(branchListKey('followers', u), initial);
