import { z } from 'zod';
import { defineCall } from './call.js';
import { listData, listQuery } from './list.js';
import { ONLINE_USER_SORTS } from './online-user-words.js';
import { M } from './perms.js';

/**
 * Online users (issue 37 #5, RuoYi's 在线用户): the branch's open sessions, and ending one of them.
 * A session is open while it is not ended and not past the idle or absolute time-out (the same
 * rule as the session plugin). Only the session's branch is ever read or changed.
 */

export * from './online-user-words.js';

export const onlineUsersQuery = listQuery(ONLINE_USER_SORTS, {
  userName: z.string().trim().max(50).optional().describe('account starts with'),
  ip: z.string().trim().max(45).optional().describe('client address starts with'),
});

export const onlineUserRow = z.object({
  sessionId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  roleName: z.string().describe("the account's role (Chinese)"),
  roleNameEn: z.string().describe("the account's role (English)"),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string().describe('ISO timestamp: signed in'),
  lastSeenAt: z.string().describe('ISO timestamp: last used (to within 30 seconds)'),
  current: z.boolean().describe('the session making this request'),
});
export type OnlineUserRow = z.infer<typeof onlineUserRow>;

export const OnlineUsers = defineCall({
  method: 'GET',
  path: '/api/System/OnlineUsers',
  summary: "The branch's open sessions (account, since, last seen, address, device): one page and the filtered total",
  mark: M.onlineUsers,
  query: onlineUsersQuery,
  data: listData(onlineUserRow, {}),
});

export const ForceLogout = defineCall({
  method: 'POST',
  path: '/api/System/ForceLogout',
  summary:
    "Ends one open session of the branch (that device is signed out at its next call); another branch's session is not found",
  mark: M.staffSignOut,
  actsOn: 'account',
  rules: ['sessionId: not the session making the call (sign out instead)'],
  body: z.object({ sessionId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict(),
  data: z.object({ userName: z.string().describe('the account whose session ended') }),
});
