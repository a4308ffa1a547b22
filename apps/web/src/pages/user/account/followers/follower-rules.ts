import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  FOLLOWER_BINDINGS,
  FOLLOWER_LIMITS,
  FOLLOWER_SORTS,
  FOLLOWER_SUBSCRIBED,
  type FollowerRow,
  type UserInfo,
} from '@bo/contract';
import {
  dateRule,
  dropBackwardRange,
  listQueryOf,
  textRule,
  type ListRules,
  type ListState,
} from '../../../../components/data-table/list-state';
import type { RowDialog } from '../../../../components/list-page/use-row-dialog';
import { listFollowers } from './follower-api';

/** One word of a few (the contract's z.enum, not a comma list). */
const oneOf = (words: readonly string[]) => (v: string) => words.includes(v);

export const FOLLOWERS_TAB = 'followers';
export const FOLLOWERS_TABLE = 'wechat-followers';

/** The follower list's URL words, exactly the contract's (wechat.ts followerListQuery). */
export const FOLLOWER_RULES: ListRules = {
  sorts: FOLLOWER_SORTS,
  filters: {
    q: textRule(FOLLOWER_LIMITS.search),
    subscribed: oneOf(FOLLOWER_SUBSCRIBED),
    bound: oneOf(FOLLOWER_BINDINGS),
    from: dateRule,
    to: dateRule,
  },
  // Days are YYYY-MM-DD, so they compare as text; a backward range (which could match nothing) is dropped, as on the other lists.
  fix: (f) => dropBackwardRange(f, 'from', 'to', (a, b) => a.localeCompare(b)),
};

/** Keys under ['followers', gscode]: a switch to another branch never shows this one's cache. */
export const followerQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['followers', u.gscode, 'list', s] as const,
      queryFn: () => listFollowers(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};

/**
 * After a change: every list view of the branch's followers is read again, and the shop
 * accounts too (their "follower" column comes from the same followers).
 */
export const invalidateFollowers = (client: QueryClient, u: UserInfo) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['followers', u.gscode] }),
    client.invalidateQueries({ queryKey: ['shop-accounts', u.gscode] }),
  ]);

/** What the tab's buttons and a row's actions open. */
export type FollowerDialogKind = 'bind' | 'unbind' | 'reloadFollowers' | 'reloadProfiles';
/** The dialog open on the tab, and its row (none for the reloads). */
export type OpenFollowerDialog = RowDialog<FollowerDialogKind, FollowerRow | null>;

/** How a follower is named (actions, dialogs): the nickname, or the openid until the profile is read. */
export const followerName = (r: Pick<FollowerRow, 'nickname' | 'openid'>) => r.nickname || r.openid;
