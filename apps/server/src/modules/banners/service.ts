import { sql } from 'drizzle-orm';
import {
  BANNERS_PER_SLOT_MAX,
  parseUploadAddress,
  type BannerRow,
  type BannerSlot,
  type BannerState,
  type bannerListQuery,
  type bannerSaveBody,
  type PublicBanner,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { allOf, containsAny, inList, listPage, type ListOrder } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { isOwnImage } from '../uploads/public.js';
import { iso, isoOrNull } from '../../db/row-values.js';

/**
 * Banners (issue 13 #2): one table for the three slots, every query scoped to the session's
 * branch and to the slot of the call (a pc call never sees an ad banner: each slot has its own
 * marks). What a banner shows now (its state) is worked out in SQL at the database's clock.
 * Adding, removing and reordering take a transaction-scoped advisory lock on the branch's slot,
 * so two of them never interleave (a new banner's place, a reorder's complete set).
 */

type ListQuery = z.output<typeof bannerListQuery>;
type SaveBody = z.output<typeof bannerSaveBody>;
type Tx = Pick<Db, 'execute'>;
export type AuditView = Record<string, unknown>;
interface Scope {
  gscode: string;
  slot: BannerSlot;
}

const STATE = sql`case when b.status <> 1 then 'disabled'
  when b.starts_at is not null and b.starts_at > now() then 'scheduled'
  when b.ends_at is not null and b.ends_at <= now() then 'ended'
  else 'live' end`;

const COLUMNS = sql`b.id, b.slot, b.image, b.title, b.title_en, b.link, b.sort, b.starts_at, b.ends_at, b.status, b.version, b.updated_at, ${STATE} as state`;

function rowOf(r: Record<string, unknown>): BannerRow {
  return {
    id: Number(r.id),
    slot: String(r.slot) as BannerSlot,
    image: String(r.image),
    title: String(r.title),
    titleEn: String(r.title_en),
    link: String(r.link),
    sort: Number(r.sort),
    startsAt: isoOrNull(r.starts_at),
    endsAt: isoOrNull(r.ends_at),
    status: Number(r.status),
    state: String(r.state) as BannerState,
    version: Number(r.version),
    updatedAt: iso(r.updated_at),
  };
}

/** What the operation log keeps of a banner. */
const viewOf = (r: BannerRow): AuditView => ({
  slot: r.slot,
  image: r.image,
  title: r.title,
  titleEn: r.titleEn,
  link: r.link,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  status: r.status,
});

/** The slot's order unless a column is asked for; the id breaks ties so pages never overlap. */
const ORDER: ListOrder<NonNullable<ListQuery['sort']>> = {
  columns: {
    sort: sql`b.sort`,
    title: sql`lower(b.title)`,
    startsAt: sql`b.starts_at`,
    endsAt: sql`b.ends_at`,
    updatedAt: sql`b.updated_at`,
  },
  key: sql`b.id`,
  fallback: sql`b.sort asc, b.id asc`,
  nulls: { startsAt: 'last', endsAt: 'last' },
};

/** The slot's list: one page, the filtered total. */
export function bannerPage(db: Db, scope: Scope, q: ListQuery) {
  const where = allOf([
    sql`b.gscode = ${scope.gscode} and b.slot = ${scope.slot}`,
    containsAny(q.q, [sql`b.title`, sql`b.title_en`]),
    q.state?.length ? sql`${STATE} in ${inList(q.state)}` : undefined,
  ]);
  return listPage(db, q, { columns: COLUMNS, from: sql`banners b`, where, order: ORDER, toRow: rowOf });
}

/** Adding, removing and reordering in one slot of one branch, one at a time. */
const lockSlot = (tx: Tx, scope: Scope) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`banners:${scope.gscode}:${scope.slot}`}))`);

/** The slot's banner named by id, locked, or 404 (another branch's, another slot's, or gone). */
async function lockedBanner(tx: Tx, scope: Scope, id: number): Promise<BannerRow> {
  const { rows } = await tx.execute(sql`
    select ${COLUMNS} from banners b where b.gscode = ${scope.gscode} and b.slot = ${scope.slot} and b.id = ${id} for update`);
  if (!rows[0]) throw notFoundRecord();
  return rowOf(rows[0]);
}

async function readBanner(tx: Tx, id: number): Promise<BannerRow> {
  const { rows } = await tx.execute(sql`select ${COLUMNS} from banners b where b.id = ${id}`);
  return rowOf(rows[0]);
}

const checkVersion = (row: BannerRow, seen: number) => {
  if (row.version !== seen) throw new AppError('bannerStale', { title: row.title }, 409);
};

/** The image must be an upload of the session's branch: another branch's address is 403, anything else not stored 400. */
async function checkImage(tx: Tx, session: Session, image: string) {
  const parsed = parseUploadAddress(image);
  if (parsed && parsed.gscode !== session.gscode) throw new AppError('bannerImageOtherBranch', {}, 403);
  if (!parsed || !(await isOwnImage(tx as Db, session, image))) throw new AppError('bannerImageNotUploaded', {}, 400);
}

export async function saveBanner(db: Db, session: Session, slot: BannerSlot, body: SaveBody) {
  const scope = { gscode: session.gscode, slot };
  return db.transaction(async (tx) => {
    const fields = {
      image: body.image,
      title: body.title,
      titleEn: body.titleEn,
      link: body.link,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      status: body.status,
    };
    if (body.id === undefined) {
      await lockSlot(tx, scope);
      await checkImage(tx, session, body.image);
      const {
        rows: [{ n, last }],
      } = await tx.execute<{ n: number; last: number }>(sql`
        select count(*)::int as n, coalesce(max(sort), 0)::int as last from banners where gscode = ${scope.gscode} and slot = ${slot}`);
      if (Number(n) >= BANNERS_PER_SLOT_MAX) throw new AppError('bannerSlotFull', { max: BANNERS_PER_SLOT_MAX }, 409);
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into banners (gscode, slot, image, title, title_en, link, sort, starts_at, ends_at, status)
        values (${scope.gscode}, ${slot}, ${fields.image}, ${fields.title}, ${fields.titleEn}, ${fields.link}, ${Number(last) + 1},
                ${fields.startsAt}, ${fields.endsAt}, ${fields.status})
        returning id`);
      const row = await readBanner(tx, Number(rows[0].id));
      return { result: row, after: viewOf(row) };
    }
    if (body.version === undefined) throw new AppError('bannerVersionRequired', {}, 400);
    const old = await lockedBanner(tx, scope, body.id);
    checkVersion(old, body.version);
    if (fields.image !== old.image) await checkImage(tx, session, fields.image);
    await tx.execute(sql`
      update banners set image = ${fields.image}, title = ${fields.title}, title_en = ${fields.titleEn}, link = ${fields.link},
             starts_at = ${fields.startsAt}, ends_at = ${fields.endsAt}, status = ${fields.status}, version = version + 1, updated_at = now()
       where id = ${old.id}`);
    const row = await readBanner(tx, old.id);
    return { result: row, before: viewOf(old), after: viewOf(row) };
  });
}

export async function setBannerStatus(
  db: Db,
  session: Session,
  slot: BannerSlot,
  body: { id: number; version: number; status: number },
) {
  const scope = { gscode: session.gscode, slot };
  return db.transaction(async (tx) => {
    const old = await lockedBanner(tx, scope, body.id);
    checkVersion(old, body.version);
    if (old.status !== body.status) {
      await tx.execute(
        sql`update banners set status = ${body.status}, version = version + 1, updated_at = now() where id = ${old.id}`,
      );
    }
    const row = await readBanner(tx, old.id);
    return {
      result: row,
      before: { title: old.title, status: old.status },
      after: { title: row.title, status: row.status },
    };
  });
}

export async function removeBanner(db: Db, session: Session, slot: BannerSlot, body: { id: number; version: number }) {
  const scope = { gscode: session.gscode, slot };
  return db.transaction(async (tx) => {
    await lockSlot(tx, scope);
    const old = await lockedBanner(tx, scope, body.id);
    checkVersion(old, body.version);
    await tx.execute(sql`delete from banners where id = ${old.id}`);
    return { result: { id: old.id }, before: viewOf(old) };
  });
}

/**
 * The slot's banners in a new order: `order` must name every banner of the slot once (an id not
 * of the slot and branch is 404), each with the version the user saw; a banner added, removed or
 * changed meanwhile (by another reorder too: moving a banner bumps its version) is 409 and
 * nothing moves. Sorts become 1 … n.
 */
export async function reorderBanners(
  db: Db,
  session: Session,
  slot: BannerSlot,
  order: { id: number; version: number }[],
) {
  const scope = { gscode: session.gscode, slot };
  return db.transaction(async (tx) => {
    await lockSlot(tx, scope);
    const { rows } = await tx.execute<{ id: number; sort: number; version: number; title: string }>(sql`
      select id, sort, version, title from banners where gscode = ${scope.gscode} and slot = ${slot} order by sort, id for update`);
    const current = new Map(
      rows.map((r) => [Number(r.id), { sort: Number(r.sort), version: Number(r.version), title: String(r.title) }]),
    );
    if (order.some((o) => !current.has(o.id))) throw notFoundRecord();
    const stale = order.find((o) => current.get(o.id)!.version !== o.version);
    if (stale) throw new AppError('bannerStale', { title: current.get(stale.id)!.title }, 409);
    if (order.length !== current.size) throw new AppError('bannerOrderChanged', {}, 409);
    const result: { id: number; sort: number; version: number }[] = [];
    const moved: number[] = [];
    order.forEach((o, i) => {
      const was = current.get(o.id)!;
      const sort = i + 1;
      if (was.sort !== sort) moved.push(o.id);
      result.push({ id: o.id, sort, version: was.sort !== sort ? was.version + 1 : was.version });
    });
    if (moved.length) {
      const pairs = sql.join(
        result.filter((r) => moved.includes(r.id)).map((r) => sql`(${r.id}::int, ${r.sort}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update banners b set sort = v.sort, version = b.version + 1, updated_at = now()
          from (values ${pairs}) as v(id, sort)
         where b.id = v.id and b.gscode = ${scope.gscode} and b.slot = ${slot}`);
    }
    return {
      result,
      before: { slot, order: rows.map((r) => Number(r.id)) },
      after: { slot, order: order.map((o) => o.id) },
    };
  });
}

/** The shop's read: the slot's enabled banners inside their window now, in order. */
export async function publicBanners(db: Db, gscode: string, slot: BannerSlot): Promise<PublicBanner[]> {
  const { rows } = await db.execute(sql`
    select b.image, b.title, b.title_en, b.link from banners b
     where b.gscode = ${gscode} and b.slot = ${slot} and b.status = 1
       and (b.starts_at is null or b.starts_at <= now()) and (b.ends_at is null or b.ends_at > now())
     order by b.sort, b.id
     limit ${BANNERS_PER_SLOT_MAX}`);
  return rows.map((r) => ({
    image: String(r.image),
    title: String(r.title),
    titleEn: String(r.title_en),
    link: String(r.link),
  }));
}
