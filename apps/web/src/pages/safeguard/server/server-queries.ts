import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { serverStatus } from '../../../api/safeguard';

/** Read again this often while the page is on screen (not while the browser tab or its work tab is hidden). */
const REFRESH_MS = 5000;

/** The servers' status (only the platform owner's branch gets the processes), under ['servers', gscode]. */
export const serverStatusQuery = (u: UserInfo) =>
  queryOptions({ queryKey: ['servers', u.gscode] as const, queryFn: serverStatus, refetchInterval: REFRESH_MS });
