import {
  callAddress,
  type MessageAudience,
  type MessageCounts,
  type MessageList,
  type MessagePanel,
  type MessageTab,
  type ReadAllMessages,
  type ReadMessages,
  type SendMessageBody,
  type SendNotice,
  type SendNoticeBody,
  type SendUserMessage,
} from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the frame's bundle (the bell asks for the counts). */
const COUNTS = callAddress<typeof MessageCounts>('GET', '/api/Message/Counts');
const PANEL = callAddress<typeof MessagePanel>('GET', '/api/Message/Panel');
const LIST = callAddress<typeof MessageList>('GET', '/api/Message/List');
const READ = callAddress<typeof ReadMessages>('POST', '/api/Message/Read');
const READ_ALL = callAddress<typeof ReadAllMessages>('POST', '/api/Message/ReadAll');
const AUDIENCE = callAddress<typeof MessageAudience>('GET', '/api/Message/Audience');
const SEND_NOTICE = callAddress<typeof SendNotice>('POST', '/api/Message/SendNotice');
const SEND = callAddress<typeof SendUserMessage>('POST', '/api/Message/Send');

/**
 * Query keys of the messages: all start with 'messages' (the push host refreshes every one of
 * them when a 'message' push arrives), then the branch and the user, so another sign-in in the
 * same browser never shows this one's messages.
 */
export const messageKeys = {
  all: (gscode: string, userId: number) => ['messages', gscode, userId] as const,
  counts: (gscode: string, userId: number) => ['messages', gscode, userId, 'counts'] as const,
  panel: (gscode: string, userId: number) => ['messages', gscode, userId, 'panel'] as const,
  list: (gscode: string, userId: number, tab: MessageTab, view: unknown) =>
    ['messages', gscode, userId, 'list', tab, view] as const,
  audience: (gscode: string, userId: number) => ['messages', gscode, userId, 'audience'] as const,
};

/** Unread per tab and open to-dos (the bell's count). */
export const getMessageCounts = async () => (await call(COUNTS)).data;

/** The newest few of each tab, with the counts (the bell's panel). */
export const getMessagePanel = async () => (await call(PANEL)).data;

/** One page of a tab's messages, the filtered total and its unread count. */
export const listMessages = async (query: Record<string, string | number>) =>
  (await call(LIST, { query: query as never })).data;

export const readMessages = async (ids: number[]) => (await call(READ, { body: { ids } })).data;
export const readAllMessages = async (tab?: MessageTab) => (await call(READ_ALL, { body: tab ? { tab } : {} })).data;

/** The branch's roles and accounts a notice or message may go to. */
export const getMessageAudience = async () => (await call(AUDIENCE)).data;

/** Sent `quiet`: the send dialog shows a refusal itself and stays open. */
export const sendNotice = async (body: SendNoticeBody) => (await call(SEND_NOTICE, { body }, { quiet: true })).data;
export const sendUserMessage = async (body: SendMessageBody) => (await call(SEND, { body }, { quiet: true })).data;
