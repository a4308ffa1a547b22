import { sql, type SQL } from 'drizzle-orm';
import type { clientListQuery, ClientListRow } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { allOf, escapeLike, inList } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { creditLimitSql, creditUsedSql } from '../credit/credit-used.js';

/**
 * The clients tab (issue 12 #1): the branch's clients with their credit (the one definition in
 * credit-used.ts) and last order, the status change, and the next customer number.
 */

type Query = z.output<typeof clientListQuery>;
type Scope = Pick<Session, 'gscode' | 'branch'>;

const todayOf = (tz: string) => sql`(now() at time zone ${tz})::date`;

/** Aliases: c clients, u users (the salesperson). */
function figures(scope: Scope) {
  const used = creditUsedSql(scope.gscode, sql`c.id`);
  const limit = creditLimitSql(sql`c`, todayOf(scope.branch.timezone));
  // Over the limit: one expression for the filter and the row's flag.
  return { used, limit, over: sql`(c.isyuejie = 1 and ${used} > ${limit})` };
}

function where(scope: Scope, q: Query): SQL {
  const contains = q.q ? `%${escapeLike(q.q.toLowerCase())}%` : undefined;
  const { over } = figures(scope);
  return allOf([
    sql`c.gscode = ${scope.gscode}`,
    // The first three by the trigram index of the customer search; contact and mobile beside them.
    contains
      ? sql`(lower(c.guestcode || ' ' || c.guestname || ' ' || c.longname) like ${contains} or lower(c.linkman) like ${contains} or c.mobile like ${contains})`
      : undefined,
    q.type?.length ? sql`c.clienttype in ${inList(q.type.map(Number))}` : undefined,
    q.level ? sql`c.clientlevel = ${q.level}` : undefined,
    q.area ? sql`c.area ilike ${`%${escapeLike(q.area)}%`}` : undefined,
    q.settlement === 'monthly' ? sql`c.isyuejie = 1` : q.settlement === 'prepaid' ? sql`c.isyuejie <> 1` : undefined,
    q.status?.length ? sql`c.status in ${inList(q.status.map(Number))}` : undefined,
    q.overLimit === 'yes' ? over : undefined,
    q.salesperson ? sql`c.salesperson_id = ${q.salesperson}` : undefined,
  ]);
}

const ORDER: Record<string, SQL> = { guestcode: sql`c.guestcode`, guestname: sql`c.guestname`, created: sql`c.created_at` };

/** Newest client first unless asked otherwise; the id breaks ties so pages never overlap. */
function orderBy(q: Query): SQL {
  if (!q.sort) return sql`c.created_at desc, c.id desc`;
  const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`${ORDER[q.sort]} ${dir}, c.id ${dir}`;
}

/** The page's order again around the inner select (the joins above it keep no order). */
function outerOrder(q: Query): SQL {
  const col = { guestcode: sql`p.guestcode`, guestname: sql`p.guestname`, created: sql`p.created_at` }[q.sort ?? 'created'];
  const dir = q.sort && q.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`${col} ${dir}, p.id ${dir}`;
}

/** Clients: one page and the filtered total. The credit and last order are read for the page's rows only. */
export async function clientPage(db: Db, scope: Scope, q: Query) {
  const w = where(scope, q);
  const { used, limit, over } = figures(scope);
  const from = sql`clients c`;
  const [page, count] = await Promise.all([
    db.execute(sql`
      select p.*, u.nick_name as salesperson_name,
             (select max(o.created_at) from orders o where o.gscode = p.gscode and o.client_id = p.id) as last_order_at
        from (select c.id, c.gscode, c.guestcode, c.guestname, c.longname, c.clienttype, c.clientlevel, c.linkman, c.mobile, c.area,
                     c.salesperson_id, c.isyuejie, c.status, c.version, c.created_at,
                     ${used}::numeric(18, 2) as credit_used, ${limit}::numeric(18, 2) as credit_limit, ${over} as over_limit
                from ${from} where ${w} order by ${orderBy(q)} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}) p
        left join users u on u.id = p.salesperson_id and u.gscode = p.gscode
       order by ${outerOrder(q)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${w}`),
  ]);
  const list: ClientListRow[] = page.rows.map((r) => ({
    id: Number(r.id),
    guestcode: String(r.guestcode),
    guestname: String(r.guestname),
    longname: String(r.longname),
    clienttype: Number(r.clienttype),
    clientlevel: String(r.clientlevel),
    linkman: String(r.linkman),
    mobile: String(r.mobile),
    area: String(r.area),
    salesperson: r.salesperson_id === null ? null : { id: Number(r.salesperson_id), name: String(r.salesperson_name ?? '') },
    isyuejie: Number(r.isyuejie),
    creditLimit: String(r.credit_limit),
    creditUsed: String(r.credit_used),
    overLimit: r.over_limit === true,
    lastOrderAt: r.last_order_at ? new Date(String(r.last_order_at)).toISOString() : null,
    status: Number(r.status),
    version: Number(r.version),
  }));
  return { list, total: count.rows[0].n, summary: {} };
}

/** SetClientStatus: enables (1) or disables (0) a client of the branch, with the version the user saw. */
export async function setClientStatus(db: Db, session: Session, id: number, version: number, status: number) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`select id, guestcode, guestname, status, version from clients where gscode = ${session.gscode} and id = ${id} for update`);
    const c = rows[0];
    if (!c) throw notFoundRecord();
    if (Number(c.version) !== version) throw new AppError('clientStale', { name: String(c.guestname) }, 409);
    const audit = { before: { guestcode: String(c.guestcode), status: Number(c.status) }, after: { guestcode: String(c.guestcode), status } };
    if (Number(c.status) === status) return { result: { id, status, version }, ...audit };
    await tx.execute(sql`update clients set status = ${status}, version = version + 1, updated_at = now() where id = ${id}`);
    return { result: { id, status, version: version + 1 }, ...audit };
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
  const { rows } = await db.execute<{ seq: number }>(sql`select guestcode_seq as seq from branches where gscode = ${gscode}`);
  return (await firstFreeGuestcode(db, gscode, Number(rows[0]?.seq ?? 0))).guestcode;
}

/**
 * Hands out the next customer number inside the caller's transaction: the branch row is locked
 * until it ends, so two clients added at once get two numbers, and a rolled-back add gives its
 * number back.
 */
export async function claimGuestcode(tx: Tx, gscode: string): Promise<string> {
  const { rows } = await tx.execute<{ seq: number }>(sql`select guestcode_seq as seq from branches where gscode = ${gscode} for update`);
  const { guestcode, n } = await firstFreeGuestcode(tx, gscode, Number(rows[0]?.seq ?? 0));
  await tx.execute(sql`update branches set guestcode_seq = ${n} where gscode = ${gscode}`);
  return guestcode;
}
