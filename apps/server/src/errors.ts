import type { MessageKey, MessageParams } from './i18n.js';
import { Code } from '@bo/contract';
import { markWords } from './mark-words.js';

/** An expected failure: becomes `{ code, msg }` with the given HTTP status and a translated message. */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly httpStatus = 200,
    readonly code: number = Code.ERROR,
    /** What the refusal carries instead of null (the call's `refusal` schema): AdminLogin's `{ totpRequired: true }`. */
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

export const sessionInvalid = (key: 'sessionMissing' | 'sessionExpired') =>
  new AppError(key, {}, 401, Code.SESSION_INVALID);
/** A call refused for lack of its mark, named as people know it (never the mark itself). */
export const forbidden = (mark: string) => new AppError('forbidden', { power: markWords([mark]) }, 403);
export const otherBranch = () => new AppError('otherBranch', {}, 403);
export const notFoundRecord = () => new AppError('notFoundRecord', {}, 404);
