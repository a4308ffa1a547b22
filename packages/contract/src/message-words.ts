/**
 * The words and limits of the console's messages (issue 14 #4) without any schema (messages.ts
 * re-exports them), so the bell, the panel and the messages page check the same bounds as the
 * server without carrying zod.
 */

/** The three kinds of message, one tab each in the bell's panel and on /message/message (spec §2). */
export const MESSAGE_TABS = ['notice', 'message', 'todo'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** A to-do is open until someone settles it (the power request decided, the credit application reviewed). */
export const TODO_STATES = ['open', 'done'] as const;
export type TodoState = (typeof TODO_STATES)[number];

/** The columns the message list sorts by (newest first unless asked). */
export const MESSAGE_SORTS = ['createdAt', 'title'] as const;

/** Who a notice is for: the whole branch, or the chosen roles of the branch. */
export const NOTICE_AUDIENCES = ['all', 'roles'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** Bounds a sender and a reader meet; the forms and the server check the same. */
export const MESSAGE_LIMITS = {
  title: 100,
  body: 2000,
  search: 50,
  /** Most ids one Read call marks (a page of 500 rows is marked in pages of this). */
  readIds: 500,
  /** Most roles a notice names. */
  roles: 50,
  /** The newest messages of each tab the bell's panel shows. */
  panel: 5,
  /** Most accounts the send form offers to pick from (a branch's staff, not its customers). */
  audienceUsers: 1000,
} as const;

/** The page a to-do of each kind is answered on; a power request is answered in the to-do itself. */
export const TODO_PAGES: Record<string, string> = {
  credit: '/user/CheckCredit',
  cart: '/order/customershopcart',
  power: '/message/message',
};
