import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';

/**
 * What a page asks for first, started before its code has arrived. A page declares it in
 * `prefetch.ts` beside its index.tsx (default export); keep that file small: query options and
 * api calls only, never components. It may wait for a chunk of its own (a tab's prefetch) before
 * it starts them; the promise says when they are started, not answered.
 */
export type RoutePrefetch = (client: QueryClient, user: UserInfo) => void | Promise<void>;
