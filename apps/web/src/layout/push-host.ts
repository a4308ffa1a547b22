import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PushEvent } from '@bo/contract';
import { useLockStore } from '../stores/lock';
import { useUserStore } from '../stores/user';
import { whenIdle } from '../lib/when-idle';
import { cacheStartedAt } from './query-client';

/** The queries each push refreshes, by the first part of their key (one place for the whole console). */
const REFRESHES: Record<PushEvent['kind'], readonly string[]> = {
  message: ['messages'],
  menu: ['menu'],
  order: ['reports'],
  job: ['jobs'],
  resync: ['messages', 'menu', 'reports', 'jobs'],
};

/** Refreshes what `event` changed: active queries refetch now, the others when next shown. */
export function applyPush(client: QueryClient, event: PushEvent): void {
  const firsts = REFRESHES[event.kind];
  void client.invalidateQueries({ predicate: (q) => firsts.includes(String(q.queryKey[0])) });
}

const streamUrl = () => `${import.meta.env.VITE_API_BASE ?? ''}/api/Push/Stream`;

/**
 * Keeps the signed-in console's push stream open while the frame is shown (issue 14 #5): new
 * messages and to-dos, a changed menu and new orders arrive within a second or two, without a
 * reload. A new sign-in (another user or branch) opens a new stream; signing out closes it.
 * Opening it refreshes nothing by itself: the server says what changed since the console's
 * first calls (push-stream.ts), which right after a page load is usually nothing.
 */
export function usePushHost(): void {
  const client = useQueryClient();
  const token = useUserStore((s) => s.info?.token);
  const userId = useUserStore((s) => s.info?.ID);
  // A locked session gets no pushes (the server refuses the stream): reopened once unlocked.
  const locked = useLockStore((s) => s.locked);
  useEffect(() => {
    if (!token || userId === undefined || locked) return;
    const abort = new AbortController();
    // After the first paint: the stream's code is not part of the frame's first load, and the
    // page's own first calls go first.
    const cancel = whenIdle(() => {
      void import('./push-stream').then(({ runPushStream }) =>
        runPushStream({
          url: streamUrl(),
          headers: () => ({ 'x-token': token, 'x-user-id': String(userId) }),
          upToDateAt: cacheStartedAt,
          onEvent: (event) => applyPush(client, event),
          // The session ended elsewhere: the next call of the page says so and leads to sign-in.
          onEnded: () => void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'menu' }),
          signal: abort.signal,
        }),
      );
    });
    return () => {
      cancel();
      abort.abort();
    };
  }, [client, token, userId, locked]);
}
