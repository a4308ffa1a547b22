import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The write's Idempotency-Key once claimed: its answer is kept for a repeat. */
    idempotencyKey?: string;
  }
}

/** Stripe's header, and the IETF draft's: any write may carry one, of the caller's choosing. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** An answer given again says so. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key's answer is kept (the log-retention task deletes older ones). */
export const IDEMPOTENCY_KEEP_HOURS = 24;
const KEY_RULE = /^[\x21-\x7e]{1,255}$/;

/**
 * Before a write's handler: with no Idempotency-Key, nothing. Else the key is claimed for the
 * session's account; a key already answered for the same call and body answers that answer
 * again (the handler does not run: nothing changes twice), a key used for another request is
 * refused (422), and one whose first request has no answer yet is refused (409): it is still
 * running, or its process died and whether it changed anything is unknown, so it is never run
 * a second time. Keys are per account: another account's key is not even seen.
 */
export async function claimIdempotencyKey(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const key = req.headers[IDEMPOTENCY_HEADER];
  if (key === undefined || !req.session) return;
  if (typeof key !== 'string' || !KEY_RULE.test(key)) throw new AppError('idempotencyKeyInvalid', {}, 400);
  const hash = createHash('sha256')
    .update(`${req.method} ${req.routeOptions.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
  // A key older than its time is claimed afresh, as if new.
  const claimed = await db.$client.query(
    `insert into idempotency_keys (user_id, key, request_hash) values ($1, $2, $3)
     on conflict (user_id, key) do update set request_hash = excluded.request_hash, status = null, body = null, created_at = now()
       where idempotency_keys.created_at < now() - make_interval(hours => $4)
     returning 1`,
    [req.session.userId, key, hash, IDEMPOTENCY_KEEP_HOURS],
  );
  if (claimed.rowCount) {
    req.idempotencyKey = key;
    return;
  }
  const { rows } = await db.$client.query<{ request_hash: string; status: number | null; body: string | null }>(
    'select request_hash, status, body from idempotency_keys where user_id = $1 and key = $2',
    [req.session.userId, key],
  );
  const first = rows[0];
  // Gone between the two statements (a purge): the caller may simply send it again.
  if (!first || first.status === null || first.body === null) throw new AppError('idempotencyKeyInFlight', {}, 409);
  if (first.request_hash !== hash) throw new AppError('idempotencyKeyReused', {}, 422);
  return reply
    .code(first.status)
    .header(REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(first.body);
}

/** After the handler, the answer (success or refusal) kept under the claimed key. */
export async function keepIdempotentAnswer(
  db: Db,
  req: FastifyRequest,
  status: number,
  payload: unknown,
): Promise<void> {
  if (!req.idempotencyKey || !req.session) return;
  await db.$client.query('update idempotency_keys set status = $3, body = $4 where user_id = $1 and key = $2', [
    req.session.userId,
    req.idempotencyKey,
    status,
    JSON.stringify(payload),
  ]);
}

/** The log-retention task's share: keys past their time. */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const { rowCount } = await db.$client.query(
    'delete from idempotency_keys where created_at < now() - make_interval(hours => $1)',
    [IDEMPOTENCY_KEEP_HOURS],
  );
  return rowCount ?? 0;
}
