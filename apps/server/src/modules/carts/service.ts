import { eq, sql } from 'drizzle-orm';
import type { cartListQuery, CartRow } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import { allOf, listPage, localDayRange, moneySum, orderOf, startsWithPattern } from '../../db/sql-filters.js';
import { ofOwnClient } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';

type CartQuery = z.output<typeof cartListQuery>;
/** The list's filters and order, without its page (what the export takes). */
type CartFilters = Omit<CartQuery, 'page' | 'pageSize'>;
/** What the cart list reads of a session: its branch, time zone and data scope. */
type CartScope = Pick<Session, 'gscode' | 'branch' | 'ownDataOf'>;

/**
 * A cart's age is the whole days (24 h) since its last change; it is abandoned when that age
 * reaches the branch's abandon days, i.e. when it was last changed at or before now − days.
 * `now` is taken once per request so the page, the total and the flags agree.
 */
const abandonedSince = (now: Date, days: number) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(days => ${days}))`;

async function abandonDaysOf(db: Db, session: Pick<Session, 'gscode'>): Promise<number> {
  const [row] = await db
    .select({ days: branches.cartAbandonDays })
    .from(branches)
    .where(eq(branches.gscode, session.gscode));
  return row.days;
}

/**
 * The cart list's SQL for a session and its filters: its columns, joins, conditions and order,
 * read by the page and by the export job alike. `days`: the branch's abandon days.
 */
export function cartListSql(session: CartScope, q: CartFilters, days: number, now: Date) {
  const cutoff = abandonedSince(now, days);
  const where = allOf([
    sql`k.gscode = ${session.gscode}`,
    session.ownDataOf === null ? undefined : ofOwnClient(session, sql`k.client_id`),
    q.client
      ? sql`k.client_id = (select id from clients where gscode = ${session.gscode} and guestcode = ${q.client})`
      : undefined,
    q.member ? sql`m.user_name like ${startsWithPattern(q.member)}` : undefined,
    q.abandoned === 'yes'
      ? sql`k.updated_at <= ${cutoff}`
      : q.abandoned === 'no'
        ? sql`k.updated_at > ${cutoff}`
        : undefined,
    localDayRange(sql`k.updated_at`, session.branch.timezone, q.from, q.to),
  ]);
  return {
    columns: sql`k.id, coalesce(m.user_name, '') as member, c.guestcode, c.guestname, k.items, k.item_count, k.qty,
      k.amount::text as amount, k.created_at, k.updated_at,
      floor(extract(epoch from (${now.toISOString()}::timestamptz - k.updated_at)) / 86400)::int as age_days,
      k.updated_at <= ${cutoff} as abandoned`,
    from: sql`carts k join clients c on c.id = k.client_id left join members m on m.id = k.member_id`,
    where,
    // The newest change first unless asked otherwise; the id breaks ties so pages never overlap.
    order: {
      columns: { updated: sql`k.updated_at`, created: sql`k.created_at`, amount: sql`k.amount` },
      key: sql`k.id`,
      fallback: 'updated' as const,
    },
  };
}

/** Every cart of the filtered set in the list's order (the export job), and their count. */
export async function cartRowsQuery(db: Db, session: CartScope, q: CartFilters, now = new Date()) {
  const s = cartListSql(session, q, await abandonDaysOf(db, session), now);
  return {
    query: sql`select ${s.columns} from ${s.from} where ${s.where} order by ${orderOf(q, s.order)}`,
    count: sql`select count(*)::int as n from ${s.from} where ${s.where}`,
  };
}

/** One page of the branch's carts, the filtered total, its summed qty and amount, and the abandon days. */
export async function cartPage(db: Db, session: Session, q: CartQuery, now = new Date()) {
  const days = await abandonDaysOf(db, session);
  const page = await listPage(db, q, {
    ...cartListSql(session, q, days, now),
    toRow: toCart,
    summary: {
      columns: sql`coalesce(sum(k.qty), 0)::bigint::int as qty, ${moneySum(sql`k.amount`)} as amount`,
      read: (t) => ({ qty: Number(t.qty), amount: t.amount as string }),
    },
  });
  return { ...page, abandonDays: days };
}

export function toCart(r: Record<string, unknown>): CartRow {
  return {
    id: Number(r.id),
    member: r.member as string,
    guestcode: r.guestcode as string,
    guestname: r.guestname as string,
    items: r.items as string,
    item_count: r.item_count as number,
    qty: r.qty as number,
    amount: r.amount as string,
    created_at: new Date(r.created_at as string).toISOString(),
    updated_at: new Date(r.updated_at as string).toISOString(),
    // A change stamped a moment ahead of this server's clock is not a negative age.
    age_days: Math.max(0, r.age_days as number),
    abandoned: r.abandoned as boolean,
  };
}

/** Sets the branch's abandon days; answers the value after, and before/after for the log row. */
export async function setAbandonDays(db: Db, session: Session, days: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ days: branches.cartAbandonDays })
      .from(branches)
      .where(eq(branches.gscode, session.gscode))
      .for('update');
    await tx.update(branches).set({ cartAbandonDays: days }).where(eq(branches.gscode, session.gscode));
    // The days are also a field of the system settings (/system/setting): a settings form read
    // before this change must be stale, or its save would write the old days back.
    await tx.execute(sql`
      insert into branch_documents (gscode, kind, value, version, updated_by, updated_at)
      values (${session.gscode}, 'system', '{}'::jsonb, 1, ${session.userName}, now())
      on conflict (gscode, kind) do update
        set version = branch_documents.version + 1, updated_by = excluded.updated_by, updated_at = now()`);
    return { result: { abandonDays: days }, before: { abandonDays: row.days }, after: { abandonDays: days } };
  });
}
