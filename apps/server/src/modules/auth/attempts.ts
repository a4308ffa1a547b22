import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { LoginBody } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { loginLog } from '../../db/schema.js';

export interface Client {
  ip: string;
  userAgent: string;
}

/** Where a request comes from, as the login log and the sessions keep it. */
export const clientOf = (req: FastifyRequest): Client => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
});

type Reason =
  | 'ok'
  | 'bad_credentials'
  | 'disabled'
  | 'throttled'
  | 'pending'
  | 'switch'
  | 'unlock'
  | 'totp_required'
  | 'bad_totp'
  | 'recovery'
  | 'totp_off';

/**
 * Claims a try for this account from this address, atomically: under a transaction-scoped lock
 * per (branch, account, address), counts the failures since the last success within the window
 * (attempts still being checked count as failures) and either logs the try as 'pending' or as
 * 'throttled'. So concurrent attempts can never check more passwords than the limit allows.
 * Returns the login-log row id of the pending try and the failures counted before it, or null
 * when throttled.
 */
export async function claimAttempt(
  db: Db,
  config: Config,
  body: Pick<LoginBody, 'gscode' | 'username'>,
  client: Client,
): Promise<{ id: number; failures: number } | null> {
  return db.transaction(async (tx) => {
    const key = `${body.gscode}\n${body.username}\n${client.ip}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const { rows } = await tx.execute(sql`
      select count(*)::int as n from ${loginLog}
       where gscode = ${body.gscode} and user_name = ${body.username} and ip = ${client.ip}
         and reason in ('bad_credentials', 'bad_totp', 'disabled', 'pending')
         and at > now() - make_interval(mins => ${config.LOGIN_WINDOW_MINUTES})
         and at > coalesce((select max(at) from ${loginLog}
                             where gscode = ${body.gscode} and user_name = ${body.username} and ip = ${client.ip} and success), '-infinity')`);
    const throttled = Number(rows[0].n) >= config.LOGIN_MAX_FAILURES;
    const [row] = await tx
      .insert(loginLog)
      .values({
        gscode: body.gscode,
        userName: body.username,
        ip: client.ip,
        userAgent: client.userAgent,
        success: false,
        reason: throttled ? 'throttled' : 'pending',
      })
      .returning({ id: loginLog.id });
    return throttled ? null : { id: row.id, failures: Number(rows[0].n) };
  });
}

export const settleAttempt = (db: Db, id: number, reason: Exclude<Reason, 'pending' | 'throttled'>) =>
  db
    .update(loginLog)
    // An unlock proved the password as a sign-in does: it ends the run of failures too.
    .set({ reason, success: reason === 'ok' || reason === 'unlock' || reason === 'recovery' || reason === 'totp_off' })
    .where(eq(loginLog.id, id));
