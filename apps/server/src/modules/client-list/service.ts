import { sql } from 'drizzle-orm';
import type { clientListQuery, ClientListRow } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, notFoundRecord } from '../../errors.js';
import { ownClients } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';
import { clientCountQuery, clientRowsQuery, type ClientScope } from './list-sql.js';
import { isoOrNull, text } from '../../db/row-values.js';
import { pageBounds } from '../../db/sql-filters.js';

/**
 * The clients tab (issue 12 #1): the branch's clients with their credit (the one definition in
 * credit-used.ts) and last order, the status change, and the next customer number.
 */

type Query = z.output<typeof clientListQuery>;

/** A raw row of clientRowsQuery as the contract's row. */
export function toClientRow(r: Record<string, unknown>): ClientListRow {
  return {
    id: Number(r.id),
    guestcode: String(r.guestcode),
    guestname: String(r.guestname),
    longname: String(r.longname),
    clienttype: Number(r.clienttype),
    clientlevel: String(r.clientlevel),
    linkman: String(r.linkman),
    mobile: String(r.mobile),
    area: String(r.area),
    salesperson:
      r.salesperson_id === null ? null : { id: Number(r.salesperson_id), name: text(r.salesperson_name ?? '') },
    isyuejie: Number(r.isyuejie),
    creditLimit: String(r.credit_limit),
    creditUsed: String(r.credit_used),
    overLimit: r.over_limit === true,
    lastOrderAt: isoOrNull(r.last_order_at),
    status: Number(r.status),
    version: Number(r.version),
  };
}

/** Clients: one page and the filtered total (the list's SQL in list-sql.ts, shared with ClientExport). */
export async function clientPage(db: Db, scope: ClientScope, q: Query) {
  const [page, count] = await Promise.all([
    db.execute(clientRowsQuery(scope, q, pageBounds(q))),
    db.execute<{ n: number }>(clientCountQuery(scope, q)),
  ]);
  return { list: page.rows.map(toClientRow), total: count.rows[0].n, summary: {} };
}

/** SetClientStatus: enables (1) or disables (0) a client of the branch, with the version the user saw. */
export async function setClientStatus(
  db: Pick<Db, 'transaction'>,
  session: Session,
  id: number,
  version: number,
  status: number,
) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(
      sql`select id, guestcode, guestname, status, version from clients c
           where gscode = ${session.gscode} and id = ${id} and ${ownClients(session, sql`c`)} for update`,
    );
    const c = rows[0];
    if (!c) throw notFoundRecord();
    if (Number(c.version) !== version) throw new AppError('clientStale', { name: String(c.guestname) }, 409);
    const audit = {
      before: { guestcode: String(c.guestcode), status: Number(c.status) },
      after: { guestcode: String(c.guestcode), status },
    };
    if (Number(c.status) === status) return { result: { id, status, version }, changed: false, ...audit };
    await tx.execute(
      sql`update clients set status = ${status}, version = version + 1, updated_at = now() where id = ${id}`,
    );
    return { result: { id, status, version: version + 1 }, changed: true, ...audit };
  });
}

/** The branch's customer number for a sequence value: branch code, K, five digits at least. */
export const guestcodeOf = (gscode: string, n: number) => `${gscode}K${String(n).padStart(5, '0')}`;

type Tx = Pick<Db, 'execute'>;

/** The first customer number after sequence value `seq` that no client of the branch holds, and its sequence value. */
async function firstFreeGuestcode(tx: Tx, gscode: string, seq: number): Promise<{ guestcode: string; n: number }> {
  for (let n = seq + 1; ; n += 20) {
    const candidates = Array.from({ length: 20 }, (_, i) => guestcodeOf(gscode, n + i));
    const { rows: taken } = await tx.execute<{ guestcode: string }>(sql`
      select guestcode from clients where gscode = ${gscode} and guestcode = any(${sql.param(candidates)}::text[])`);
    const used = new Set(taken.map((t) => t.guestcode));
    const i = candidates.findIndex((c) => !used.has(c));
    if (i >= 0) return { guestcode: candidates[i], n: n + i };
  }
}

/** GetQpcGuestcode: the number the next client would get (nothing is reserved: a number is fixed when the client is saved). */
export async function nextGuestcode(db: Db, gscode: string): Promise<string> {
  const { rows } = await db.execute<{ seq: number }>(
    sql`select guestcode_seq as seq from branches where gscode = ${gscode}`,
  );
  return (await firstFreeGuestcode(db, gscode, Number(rows[0]?.seq ?? 0))).guestcode;
}

/**
 * Hands out the next customer number inside the caller's transaction: the branch row is locked
 * until it ends, so two clients added at once get two numbers, and a rolled-back add gives its
 * number back.
 */
export async function claimGuestcode(tx: Tx, gscode: string): Promise<string> {
  const { rows } = await tx.execute<{ seq: number }>(
    sql`select guestcode_seq as seq from branches where gscode = ${gscode} for update`,
  );
  const { guestcode, n } = await firstFreeGuestcode(tx, gscode, Number(rows[0]?.seq ?? 0));
  await tx.execute(sql`update branches set guestcode_seq = ${n} where gscode = ${gscode}`);
  return guestcode;
}

/**
 * claimGuestcode for `count` new clients at once (the Excel import): the next free numbers in
 * order, looked up a window at a time instead of one query per number.
 */
export async function claimGuestcodes(tx: Tx, gscode: string, count: number): Promise<string[]> {
  const { rows } = await tx.execute<{ seq: number }>(
    sql`select guestcode_seq as seq from branches where gscode = ${gscode} for update`,
  );
  const out: string[] = [];
  let last = Number(rows[0]?.seq ?? 0);
  for (let n = last + 1; out.length < count;) {
    const size = Math.min(count - out.length + 20, 5000);
    const candidates = Array.from({ length: size }, (_, i) => guestcodeOf(gscode, n + i));
    const { rows: taken } = await tx.execute<{ guestcode: string }>(sql`
      select guestcode from clients where gscode = ${gscode} and guestcode = any(${sql.param(candidates)}::text[])`);
    const used = new Set(taken.map((t) => t.guestcode));
    for (let i = 0; i < size && out.length < count; i++) {
      if (used.has(candidates[i])) continue;
      out.push(candidates[i]);
      last = n + i;
    }
    n += size;
  }
  if (count > 0) await tx.execute(sql`update branches set guestcode_seq = ${last} where gscode = ${gscode}`);
  return out;
}

/**
 * SetClientSalesperson: gives a client of the branch to an enabled account of the branch, or to
 * nobody, with the version the user saw. An account of an `own` data scope assigns nothing: it
 * would hand clients out of the reach it was given (docs/decisions/0145-data-scope.md).
 */
export async function setClientSalesperson(
  db: Db,
  session: Session,
  input: { id: number; version: number; salesperson: number | null },
) {
  if (session.ownDataOf !== null) throw new AppError('clientSalespersonNotAll', {}, 403);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      select c.guestcode, c.guestname, c.version, c.salesperson_id, coalesce(u.nick_name, '') as name
        from clients c left join users u on u.id = c.salesperson_id
       where c.gscode = ${session.gscode} and c.id = ${input.id} for update of c`);
    const c = rows[0];
    if (!c) throw notFoundRecord();
    if (Number(c.version) !== input.version) throw new AppError('clientStale', { name: String(c.guestname) }, 409);
    let next: { id: number; name: string } | null = null;
    if (input.salesperson !== null) {
      const { rows: people } = await tx.execute(sql`
        select id, nick_name from users where gscode = ${session.gscode} and id = ${input.salesperson} and status = 1`);
      if (!people[0]) throw new AppError('clientSalespersonUnknown', {}, 400);
      next = { id: Number(people[0].id), name: String(people[0].nick_name) };
    }
    const before = { guestcode: String(c.guestcode), salesperson: c.salesperson_id === null ? '' : String(c.name) };
    const after = { guestcode: String(c.guestcode), salesperson: next?.name ?? '' };
    await tx.execute(sql`
      update clients set salesperson_id = ${next?.id ?? null}, version = version + 1, updated_at = now() where id = ${input.id}`);
    return { result: { id: input.id, salesperson: next, version: input.version + 1 }, before, after };
  });
}

/** ClientSalespeople: the branch's enabled staff accounts, by name (who SetClientSalesperson accepts). */
export async function clientSalespeople(db: Db, gscode: string): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.execute(sql`
    select id, nick_name from users where gscode = ${gscode} and status = 1 order by nick_name, id`);
  return rows.map((r) => ({ id: Number(r.id), name: String(r.nick_name) }));
}
