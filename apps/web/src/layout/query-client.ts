import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import { useLockStore } from '../stores/lock';

/**
 * An answer younger than this is fresh: a page that mounts right after the route loader fetched
 * its data (layout/route-data.ts) uses that answer instead of asking again. The refresh button
 * and a tab shown again after longer still fetch afresh; intervals (the ranking's 60 s) run as set.
 */
export const FRESH_MS = 10_000;

/** When the console's query cache began (performance.now()): every answer in it was asked for after this. */
export const cacheStartedAt = performance.now();

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FRESH_MS,
      refetchOnWindowFocus: false,
      // Server answers (4xx/5xx, codes 7 and 8) are final; only lost connections are worth one more try.
      retry: (count, err) => count < 1 && err instanceof ApiError && err.status === undefined && !err.cancelled,
    },
  },
});

/**
 * Locked (the lock screen): no query asks the server, which would refuse it, and each ask would
 * keep the session from idling out; they wait, and read again once unlocked. At the moment the
 * flag changes, before anything is drawn, so a refresh due in the same instant does not go out.
 */
useLockStore.subscribe((s, before) => {
  if (s.locked !== before.locked) onlineManager.setOnline(!s.locked && navigator.onLine);
});
// A console loaded while locked (a reload, another tab) asks nothing until it is unlocked.
if (useLockStore.getState().locked) onlineManager.setOnline(false);
