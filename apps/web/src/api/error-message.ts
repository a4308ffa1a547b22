import { Code, httpStatusMessage } from '@bo/contract';
import type { Lang } from '../locales/pick-lang';
import { wordIn } from '../locales/words';

/** Texts of the client's own failures (the server's live in the contract's status catalogue). */
export const CLIENT_MESSAGES = {
  cancelled: { cn: '操作已取消', en: 'Operation cancelled' },
  noResponse: { cn: '连接服务器失败', en: 'Failed to connect to the server' },
  /** A read-only view of a branch ended (its hour over, ended elsewhere): the owner is brought back. */
  viewEnded: { cn: '只读查看已结束', en: 'The read-only view has ended' },
} as const;

export interface FailureInput {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The envelope the server sent, when it sent one. */
  body?: { code?: unknown; msg?: unknown } | null;
  /** The request was cancelled by a newer request to the same URL. */
  cancelled?: boolean;
}

export interface Failure {
  message: string;
  /** Show it to the user (spec §8: cancellations and "no response" are only logged). */
  show: boolean;
  /** Code 7: the session is gone; the client signs out and goes to /login. */
  sessionExpired: boolean;
}

/** Turns a failed call into what the user is told, following spec §8. */
export function describeFailure(lang: Lang, f: FailureInput): Failure {
  if (f.cancelled) return { message: wordIn(CLIENT_MESSAGES.cancelled, lang), show: false, sessionExpired: false };
  if (f.status === undefined && !f.body)
    return { message: wordIn(CLIENT_MESSAGES.noResponse, lang), show: false, sessionExpired: false };
  const msg = typeof f.body?.msg === 'string' && f.body.msg ? f.body.msg : '';
  const statusText = f.status !== undefined ? httpStatusMessage(lang, f.status) : '';
  if (f.body?.code === Code.SESSION_INVALID) return { message: msg || statusText, show: true, sessionExpired: true };
  // Code 8 carries a message meant for the user; anything else gets the status catalogue.
  if (f.body?.code === Code.ERROR && msg) return { message: msg, show: true, sessionExpired: false };
  return { message: statusText || msg, show: true, sessionExpired: false };
}
