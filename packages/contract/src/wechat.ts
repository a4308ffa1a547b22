import { z } from 'zod';
import { defineCall } from './call.js';
import { dateString } from './dates.js';
import { FRAMES_ANSWER, listData, listQuery } from './list.js';
import { M } from './perms.js';
import { FOLLOWER_BINDINGS, FOLLOWER_LIMITS, FOLLOWER_SORTS, FOLLOWER_SUBSCRIBED } from './wechat-words.js';
import { seenVersion } from './fields.js';

/**
 * WeChat followers (issue 12 #3; spec §7 UManage GetWxuser, weChatBindingClient,
 * weChatUnBundingClient, ReloadWxuser, ReloadSubscribe): the people following the branch's WeChat
 * official account, as the server last read them from WeChat, and the client each orders for.
 * Always of the session's branch: another branch's follower or client is answered 404.
 *
 * Payloads (the spec shows none):
 *  - GET GetWxuser: the list protocol of list.ts in the query (filters q, subscribed, bound, from, to).
 *  - POST weChatBindingClient { id, version, guestcode } / weChatUnBundingClient { id, version }:
 *    `version` is the one the user saw; changed meanwhile → 409 (two operators binding one
 *    follower to different clients: the first wins, the second is told).
 *  - POST ReloadSubscribe {}: reads the follower list from WeChat: new followers are added, those
 *    no longer on it are marked as not following (their binding stays).
 *  - POST ReloadWxuser {}: reads every following follower's profile (nickname, avatar, remark,
 *    subscription time) from WeChat, a hundred at a time.
 * The two reloads answer in the export frames of list.ts (EXPORT_CONTENT_TYPE): progress
 * { done, total } as WeChat is read (ReloadSubscribe: followers listed / the total WeChat reports;
 * ReloadWxuser: profiles read / followers to read), then an end frame holding `reloadResult`, or
 * an error frame { msg } when WeChat fails (time-out, error code): nothing is changed then. A
 * refusal before the frames start (no session, no mark, WeChat not set up for the branch: 409) is
 * the ordinary JSON envelope.
 */
export * from './wechat-words.js';

const id = z
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .describe("a follower (wechat_followers.id) of the session's branch");
const version = seenVersion('the version the user saw (answered by the list)');

export const followerListQuery = listQuery(FOLLOWER_SORTS, {
  q: z
    .string()
    .trim()
    .max(FOLLOWER_LIMITS.search)
    .optional()
    .describe("nickname, remark, openid, or the client's number or name contains"),
  subscribed: z
    .enum(FOLLOWER_SUBSCRIBED)
    .optional()
    .describe('yes: follows the official account now; no: not any more'),
  bound: z.enum(FOLLOWER_BINDINGS).optional().describe('bound: bound to a client; unbound: not'),
  from: dateString().optional().describe('followed on or after this day (branch time zone)'),
  to: dateString().optional().describe('followed on or before this day'),
});

export const followerClient = z.object({ id: z.number().int(), guestcode: z.string(), guestname: z.string() });

export const followerRow = z.object({
  id: z.number().int(),
  openid: z.string(),
  nickname: z.string().describe('empty until the profile is read from WeChat'),
  avatar: z.string().describe('avatar address as WeChat gave it, empty when none'),
  remark: z.string().describe("the official account's note on the follower"),
  subscribed: z.boolean().describe('follows the official account now'),
  subscribedAt: z.string().nullable().describe('ISO timestamp of the (last) follow'),
  client: followerClient.nullable().describe('the client the follower orders for, null when unbound'),
  account: z.string().nullable().describe('the shop account signed in through this WeChat user, null when none'),
  refreshedAt: z.string().nullable().describe('ISO timestamp of the last profile read from WeChat, null when never'),
  version: z.number().int().describe('send it back with a change'),
});
export type FollowerRow = z.infer<typeof followerRow>;

/** Spec §7 UManage GetWxuser. */
export const GetWxuser = defineCall({
  method: 'GET',
  path: '/api/UManage/GetWxuser',
  summary: "The followers of the branch's WeChat official account: one page and the filtered total",
  mark: M.accountList,
  query: followerListQuery,
  data: listData(followerRow, {}),
});

export const followerChange = z.object({
  id: z.number().int(),
  version: z.number().int().describe('the new version'),
  client: followerClient.nullable(),
});

/** Spec §7 UManage weChatBindingClient. */
export const WeChatBindingClient = defineCall({
  method: 'POST',
  path: '/api/UManage/weChatBindingClient',
  summary: 'Binds a follower to a client of the branch; refused when the follower changed since `version`',
  mark: M.wechatEdit,
  body: z
    .object({
      id,
      version,
      guestcode: z.string().trim().min(1).max(FOLLOWER_LIMITS.guestcode).describe("the client's customer number"),
    })
    .strict(),
  data: followerChange,
});

/** Spec §7 UManage weChatUnBundingClient (the spec's spelling). */
export const WeChatUnBundingClient = defineCall({
  method: 'POST',
  path: '/api/UManage/weChatUnBundingClient',
  summary: 'Unbinds a follower from its client; refused when the follower changed since `version`',
  mark: M.wechatEdit,
  body: z.object({ id, version }).strict(),
  data: followerChange,
});

/** What a reload's end frame holds (the answer's frames: list.ts). */
export const reloadResult = z.object({
  followers: z.number().int().describe('followers WeChat listed (ReloadSubscribe) or profiles read (ReloadWxuser)'),
  added: z.number().int().describe('new followers'),
  left: z.number().int().describe('followers no longer following'),
  refreshed: z.number().int().describe('profiles updated'),
});
export type ReloadResult = z.infer<typeof reloadResult>;

/** Spec §7 UManage ReloadSubscribe. */
export const ReloadSubscribe = defineCall({
  method: 'POST',
  path: '/api/UManage/ReloadSubscribe',
  summary:
    'Reads the follower list from WeChat: adds new followers and marks those who left; streams its progress (export frames, list.ts)',
  mark: M.wechatEdit,
  body: z.object({}).strict(),
  answers: FRAMES_ANSWER,
  data: z.null(),
});

/** Spec §7 UManage ReloadWxuser. */
export const ReloadWxuser = defineCall({
  method: 'POST',
  path: '/api/UManage/ReloadWxuser',
  summary:
    "Reads every following follower's profile from WeChat, a hundred at a time; streams its progress (export frames, list.ts)",
  mark: M.wechatEdit,
  body: z.object({}).strict(),
  answers: FRAMES_ANSWER,
  data: z.null(),
});
