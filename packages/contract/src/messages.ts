import { z } from 'zod';
import { defineCall } from './call.js';
import { dateString } from './dates.js';
import { listData, listQuery } from './list.js';
import { MESSAGE_LIMITS, MESSAGE_SORTS, MESSAGE_TABS, NOTICE_AUDIENCES, TODO_STATES } from './message-words.js';
import { M } from './perms.js';
import { roleCode } from './roles.js';

/**
 * The console's messages (issue 14 #4; spec §2 the notice panel and /message/message):
 *  - notice: from an administrator (mark notice:send) to the whole branch or to chosen roles;
 *  - message: to one user of the branch;
 *  - todo: something waiting for an answer (a power request, a credit application …), for one
 *    user or for everyone of the branch holding a mark; open until someone settles it.
 *
 * Who sees what is decided by the server from the session alone: the session's branch; notices
 * for everyone or for the session's role; messages and to-dos addressed to the user; to-dos for
 * a mark the session holds. Never another branch's, never another user's. A message is unread
 * for a user until that user reads it (a notice to the branch is read user by user).
 *
 * The reading calls (Counts, Panel, List, Read, ReadAll) need no mark: everyone reads their own,
 * in the bell's panel. The page /message/message needs message:list to open; sending needs
 * notice:send. An id the user may not see is ignored by Read (it is not theirs to mark).
 */
export * from './message-words.js';

export const messageRow = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_TABS),
  title: z.string().describe('title as written (cn for what the system writes)'),
  titleEn: z.string().describe("the system's English title of a to-do; '' for what a person wrote"),
  body: z.string(),
  bodyEn: z.string().describe("'' for what a person wrote"),
  senderName: z.string().describe("the sender's name as it was; '' for the system"),
  /** For a notice: the roles it is for (null: the whole branch). */
  toRoles: z.array(z.string()).nullable(),
  todoKind: z.string().nullable().describe("what a to-do is about: 'power', 'credit', 'cart' …"),
  refId: z.number().int().nullable().describe('the id of the record a to-do is about'),
  state: z.enum(TODO_STATES).nullable().describe('a to-do: open or done; null for notices and messages'),
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  /** When this user read it; null: unread. */
  readAt: z.string().nullable(),
});
export type MessageRow = z.infer<typeof messageRow>;

export const messageListQuery = listQuery(MESSAGE_SORTS, {
  tab: z.enum(MESSAGE_TABS).describe('notice, message or todo'),
  unread: z.enum(['1']).optional().describe('1: only what this user has not read'),
  state: z.enum(TODO_STATES).optional().describe('to-dos only: open or done'),
  q: z.string().trim().max(MESSAGE_LIMITS.search).optional().describe('title (cn or en) contains'),
  from: dateString().optional().describe('sent on or after this day (branch time zone)'),
  to: dateString().optional().describe('sent on or before this day'),
});

export const MessageList = defineCall({
  method: 'GET',
  path: '/api/Message/List',
  summary:
    "One page of the signed-in user's notices, messages or to-dos, newest first; the filtered total and its unread count",
  mark: null,
  query: messageListQuery,
  data: listData(messageRow, { unread: z.number().int().describe('unread rows in the whole filtered set') }),
});

const tabCounts = z.object({ notice: z.number().int(), message: z.number().int(), todo: z.number().int() });
export const messageCounts = z.object({
  unread: tabCounts.describe('unread per tab'),
  openTodos: z.number().int().describe('to-dos still open (read or not)'),
});
export type MessageCounts = z.infer<typeof messageCounts>;

export const MessageCounts = defineCall({
  method: 'GET',
  path: '/api/Message/Counts',
  summary: "The signed-in user's unread notices, messages and to-dos, and open to-dos (the bell's count)",
  mark: null,
  data: messageCounts,
});

export const MessagePanel = defineCall({
  method: 'GET',
  path: '/api/Message/Panel',
  summary: `The newest ${MESSAGE_LIMITS.panel} notices, messages and to-dos of the signed-in user (the bell's panel), with the unread counts`,
  mark: null,
  data: z.object({
    notice: z.array(messageRow),
    message: z.array(messageRow),
    todo: z.array(messageRow),
    counts: messageCounts,
  }),
});

const messageId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const ReadMessages = defineCall({
  method: 'POST',
  path: '/api/Message/Read',
  summary:
    'Marks messages read for the signed-in user; ids the user may not see are ignored. Answers how many were newly marked',
  mark: null,
  body: z.object({ ids: z.array(messageId).min(1).max(MESSAGE_LIMITS.readIds).describe('message ids') }).strict(),
  data: z.object({ read: z.number().int() }),
});

export const ReadAllMessages = defineCall({
  method: 'POST',
  path: '/api/Message/ReadAll',
  summary: "Marks everything the signed-in user sees read, or one tab's only",
  mark: null,
  body: z.object({ tab: z.enum(MESSAGE_TABS).optional().describe('only this tab; left out: all three') }).strict(),
  data: z.object({ read: z.number().int() }),
});

const title = z
  .string()
  .trim()
  .min(1)
  .max(MESSAGE_LIMITS.title)
  .describe(`title, 1 … ${MESSAGE_LIMITS.title} characters`);
const body = z
  .string()
  .trim()
  .max(MESSAGE_LIMITS.body)
  .default('')
  .describe(`text, at most ${MESSAGE_LIMITS.body} characters`);

export const sendNoticeBody = z
  .object({
    title,
    body,
    audience: z.enum(NOTICE_AUDIENCES).describe('all: the whole branch; roles: the roles named'),
    roles: z
      .array(roleCode)
      .max(MESSAGE_LIMITS.roles)
      .default([])
      .describe("role codes of the branch (audience 'roles')"),
  })
  .strict()
  .refine((b) => b.audience === 'all' || b.roles.length > 0, {
    error: 'name at least one role',
    path: ['roles'],
    params: { rule: 'words', cn: '至少选择一个角色', en: 'must name at least one role' },
  });
export type SendNoticeBody = z.input<typeof sendNoticeBody>;

export const SendNotice = defineCall({
  method: 'POST',
  path: '/api/Message/SendNotice',
  summary: 'Sends a notice to the whole branch or to roles of the branch (each role must exist in it)',
  mark: M.noticeSend,
  rules: ['roles: at least one when audience is roles, each a role of the branch'],
  body: sendNoticeBody,
  data: z.object({ id: z.number().int() }),
});

export const sendMessageBody = z
  .object({
    userId: z.number().int().min(1).max(2_147_483_647).describe('an active account of the branch'),
    title,
    body,
  })
  .strict();
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const SendUserMessage = defineCall({
  method: 'POST',
  path: '/api/Message/Send',
  summary: 'Sends a message to one active account of the branch',
  mark: M.noticeSend,
  rules: ['userId: an enabled account'],
  body: sendMessageBody,
  data: z.object({ id: z.number().int() }),
});

export const MessageAudience = defineCall({
  method: 'GET',
  path: '/api/Message/Audience',
  summary: `Whom a notice or message may go to: the branch's roles and up to ${MESSAGE_LIMITS.audienceUsers} of its active accounts`,
  mark: M.noticeSend,
  data: z.object({
    roles: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })),
    users: z.array(
      z.object({ id: z.number().int(), userName: z.string(), nickName: z.string(), roleCode: z.string() }),
    ),
  }),
});
