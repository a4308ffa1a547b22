import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';

/**
 * What a page asks for first, started before its code has arrived. A page declares it in
 * `prefetch.ts` beside its index.tsx (default export); keep that file small: query options and
 * api calls only, never components.
 */
export type RoutePrefetch = (client: QueryClient, user: UserInfo) => void;
