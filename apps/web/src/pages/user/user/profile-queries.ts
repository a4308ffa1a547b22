import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { getOwnProfile, getOwnSessions, getOwnSignIns } from '../../../api/profile';
import { getTotpStatus } from '../../../api/totp';

/** Keys under ['own', gscode, account]: a switch of account never shows another account's cache. */
const own = (u: UserInfo) => ['own', u.gscode, u.ID] as const;

export const profileQueries = {
  all: own,
  profile: (u: UserInfo) => queryOptions({ queryKey: [...own(u), 'profile'] as const, queryFn: getOwnProfile }),
  sessions: (u: UserInfo) => queryOptions({ queryKey: [...own(u), 'sessions'] as const, queryFn: getOwnSessions }),
  signIns: (u: UserInfo) => queryOptions({ queryKey: [...own(u), 'sign-ins'] as const, queryFn: getOwnSignIns }),
  totp: (u: UserInfo) => queryOptions({ queryKey: [...own(u), 'totp'] as const, queryFn: getTotpStatus }),
};
