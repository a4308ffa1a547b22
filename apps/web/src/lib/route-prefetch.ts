import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';

/**
 * What a page asks for first, started before its code has arrived. A page declares it in
 * `prefetch.ts` beside its index.tsx (default export); keep that file small: query options and
 * api calls only, never components. It may wait for a chunk of its own (a tab's prefetch) before
 * it starts them. The promise answers once the first screen has what it asked for: the calls
 * answered or failed, the code in or failed (`settled`); it never rejects. On a cold load
 * the frame's first draw waits for it, briefly (app/first-screen.ts).
 */
export type RoutePrefetch = (client: QueryClient, user: UserInfo) => void | Promise<void>;

/** What a prefetch waits for, as one promise that answers when all have settled and never rejects. */
export function settled(...needs: unknown[]): Promise<void> {
  return Promise.allSettled(needs).then(() => undefined);
}
