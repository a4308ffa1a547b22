import { z } from 'zod';
import { defineCall } from './call.js';

/**
 * What an open console hears (issue 14 #5), without reloading:
 * - `message`: a notice, message or to-do for this user arrived or changed: refresh the panel and the messages page;
 * - `menu`: the role's grants changed (a power request approved): reload the menu;
 * - `order`: the branch has new orders: refresh the dashboard's cards and ranking;
 * - `job`: a job of this user moved on (progress) or ended: refresh the jobs tab (jobs.ts);
 * - `resync`: events may have been missed (the server's listening connection was lost, or a console reopening its
 *   stream was away longer than the server remembers): refresh all of the above.
 * An event is for the branch `gscode`, narrowed to one user, to roles or to the holders of a mark when it names them.
 */
export const PUSH_KINDS = ['message', 'menu', 'order', 'job', 'resync'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const pushEvent = z.object({
  kind: z.enum(PUSH_KINDS),
  gscode: z.string().max(20),
  userId: z.number().int().optional(),
  roles: z.array(z.string().max(50)).max(100).optional(),
  mark: z.string().max(100).optional(),
});
export type PushEvent = z.infer<typeof pushEvent>;

export const PushStream = defineCall({
  method: 'GET',
  path: '/api/Push/Stream',
  summary:
    'Server-sent events for this session: `event: push` with a push event (kind message, menu, order, job or resync) as data; ' +
    '`event: ended` when the session has ended, then the stream closes. A comment line every PUSH_HEARTBEAT_SECONDS (25 s) keeps it open.',
  mark: null,
  query: z.object({
    since: z.coerce
      .number()
      .int()
      .min(0)
      .max(86_400_000)
      .optional()
      .describe(
        'ms since the console last had everything (its first calls, or its last stream): what it missed meanwhile follows `ready`, ' +
          'one push event per kind, or a `resync` when the server cannot tell (longer ago than it remembers); left out: a `resync`',
      ),
  }),
  answers: {
    mediaTypes: ['text/event-stream'],
    description:
      'Server-sent events (text/event-stream; charset=utf-8): `event: ready` first, `event: push` with a push event as JSON data, ' +
      '`event: ended` when the session has ended; comment lines keep the stream open.',
  },
  data: z.null(),
});
