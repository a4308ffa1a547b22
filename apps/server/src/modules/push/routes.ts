import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PushStream, type PushEvent } from '@bo/contract';
import { loadSession, sessionTimeouts } from '../../plugins/session.js';
import { registerStreamCall, type Deps } from '../../route.js';

/**
 * GET /api/Push/Stream: the session's events as server-sent events (contract push.ts). The
 * browser reads it with fetch (EventSource cannot send x-token), so no token travels in an
 * address. Every heartbeat re-checks the session without renewing it: a signed-out, expired
 * or disabled session hears `ended` and the stream closes.
 */
export async function pushRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, push, facts } = deps;
  const timeouts = sessionTimeouts(config);

  registerStreamCall(app, deps, PushStream, async (req, reply) => {
    const session = req.session;
    const out = new PassThrough();
    const frame = (event: string, data: unknown) => out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    let unsubscribe = () => {};
    let heartbeat: NodeJS.Timeout | undefined;
    let lifetime: NodeJS.Timeout | undefined;
    const stop = () => {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
      if (!out.writableEnded) out.end();
    };
    unsubscribe = push.subscribe({
      gscode: session.gscode,
      userId: session.userId,
      roleCode: session.roleCode,
      marks: session.marks,
      send: (event: PushEvent) => frame('push', event),
      end: stop,
    });
    heartbeat = setInterval(() => {
      void loadSession(db, req, timeouts, facts, { touch: false }).then(
        () => out.write(': keep-alive\n\n'),
        () => {
          frame('ended', {});
          stop();
        },
      );
    }, config.PUSH_HEARTBEAT_SECONDS * 1000);
    // Closed after PUSH_STREAM_MAX_SECONDS: the console reconnects with its session read afresh.
    lifetime = setTimeout(stop, config.PUSH_STREAM_MAX_SECONDS * 1000);
    // The response's close: the browser went away (the request's own close fires once it is read).
    reply.raw.once('close', stop);
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      // A proxy (nginx) must pass each event on at once instead of buffering the answer.
      .header('x-accel-buffering', 'no');
    // The first bytes tell the browser the stream is open; then what it missed while it had no
    // stream (since its first calls, or since its last stream dropped), if anything.
    out.write('retry: 2000\n\n');
    frame('ready', { listening: push.listening });
    for (const event of push.missed(session, req.query.since)) frame('push', event);
    return out;
  });
}
