import { sql } from 'drizzle-orm';
import {
  FIXED_VALUE_LISTS,
  isValueListCode,
  VALUE_ITEMS_MAX,
  VALUE_LIST_CODES,
  VALUE_LISTS,
  type FixedValueList,
  type FixedValueListCode,
  type ValueChoice,
  type ValueItem,
  type ValueList,
  type ValueListCode,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Audit } from '../../plugins/audit.js';
import type { Session } from '../../plugins/session.js';
import { removeRow, setSwitch, type VersionedRows } from '../../versioned-rows.js';

/**
 * Value lists (issue 37 #10): the labels a branch offers for the client fields the spec leaves
 * free text. A client stores the label itself, so an item is known to clients by its `name`: a
 * rename updates the branch's clients holding the old name in the same transaction, an item some
 * client holds is not removed (disabling it keeps it on those clients and offers it no more).
 * Every query is scoped to the session's branch; another branch's id is "not found". Adding,
 * renaming and reordering in one list take the list's advisory lock, so a duplicate check and a
 * new item's place never race.
 */

type Tx = Pick<Db, 'execute'>;
type Raw = Record<string, unknown>;
type Row = ValueItem & { list: ValueListCode };

/** How many of the branch's clients hold the item's name in the list's field (alias v). */
const clientsHolding = sql.join(
  [
    sql`case v.list`,
    ...VALUE_LIST_CODES.map(
      (code) =>
        sql`when ${code} then (select count(*)::int from clients c where c.gscode = v.gscode and c.${sql.identifier(code)} = v.name)`,
    ),
    sql`else 0 end`,
  ],
  sql` `,
);

const toItem = (r: Raw): ValueItem => ({
  id: Number(r.id),
  name: r.name as string,
  nameEn: r.name_en as string,
  status: Number(r.status),
  sort: Number(r.sort),
  version: Number(r.version),
  clients: Number(r.clients),
});

async function readItem(tx: Tx, session: Pick<Session, 'gscode'>, id: number, lock = false): Promise<Row> {
  const { rows } = await tx.execute(sql`
    select v.id, v.list, v.name, v.name_en, v.status, v.sort, v.version, ${clientsHolding} as clients
      from value_list_items v where v.gscode = ${session.gscode} and v.id = ${id} ${lock ? sql`for update of v` : sql``}`);
  if (!rows[0]) throw notFoundRecord();
  return { ...toItem(rows[0]), list: rows[0].list as ValueListCode };
}

const ITEMS: VersionedRows<Row> = {
  table: 'value_list_items',
  stale: 'valueItemStale',
  read: readItem,
  view: (r) => ({ list: r.list, name: r.name, nameEn: r.nameEn, status: r.status, clients: r.clients }),
};

const titleOf = (code: ValueListCode | FixedValueListCode) =>
  isValueListCode(code) ? VALUE_LISTS[code] : FIXED_VALUE_LISTS[code];

/** The list as an editable one, or the refusal of a fixed list (spec §3, §9). */
function editable(code: ValueListCode | FixedValueListCode): ValueListCode {
  if (!isValueListCode(code)) throw new AppError('valueListFixed', { list: titleOf(code) }, 400);
  return code;
}

const lockList = (tx: Tx, gscode: string, list: ValueListCode) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`value_list_items:${gscode}:${list}`}))`);

/** A name the list takes: within the field's limit, and not another item's (letters compared without case). */
async function checkName(tx: Tx, gscode: string, list: ValueListCode, name: string, self?: number) {
  const { max } = VALUE_LISTS[list];
  if (name.length > max) throw new AppError('valueItemTooLong', { list: VALUE_LISTS[list], max }, 400);
  const { rows } = await tx.execute(sql`
    select name from value_list_items
     where gscode = ${gscode} and list = ${list} and lower(name) = lower(${name}) ${self ? sql`and id <> ${self}` : sql``}
     limit 1`);
  if (rows[0]) throw new AppError('valueItemDuplicate', { list: VALUE_LISTS[list], name: rows[0].name as string }, 409);
}

/** Every editable list of the branch with all its items (in order) and how many clients hold each, then the fixed lists. */
export async function valueLists(db: Db, session: Session): Promise<{ lists: ValueList[]; fixed: FixedValueList[] }> {
  const { rows } = await db.execute(sql`
    select v.id, v.list, v.name, v.name_en, v.status, v.sort, v.version, coalesce(h.clients, 0) as clients
      from value_list_items v
      left join (
        select l.list, l.name, count(*)::int as clients
          from clients c
         cross join lateral (values ${sql.join(
           VALUE_LIST_CODES.map((code) => sql`(${code}, c.${sql.identifier(code)})`),
           sql`, `,
         )}) as l(list, name)
         where c.gscode = ${session.gscode} and l.name <> ''
         group by l.list, l.name
      ) h on h.list = v.list and h.name = v.name
     where v.gscode = ${session.gscode}
     order by v.sort, v.id`);
  const lists = VALUE_LIST_CODES.map((code) => ({
    code,
    cn: VALUE_LISTS[code].cn,
    en: VALUE_LISTS[code].en,
    max: VALUE_LISTS[code].max,
    items: rows.filter((r) => r.list === code).map(toItem),
  }));
  const fixed = (Object.keys(FIXED_VALUE_LISTS) as FixedValueListCode[]).map((code) => ({
    code,
    ...FIXED_VALUE_LISTS[code],
    values: [...FIXED_VALUE_LISTS[code].values],
  }));
  return { lists, fixed };
}

/** The enabled items of every list, in order: what the client form offers. */
export async function valueChoices(db: Db, session: Session): Promise<Record<ValueListCode, ValueChoice[]>> {
  const { rows } = await db.execute(sql`
    select list, name, name_en from value_list_items
     where gscode = ${session.gscode} and status = 1 order by sort, id`);
  const out = Object.fromEntries(VALUE_LIST_CODES.map((c) => [c, [] as ValueChoice[]])) as Record<
    ValueListCode,
    ValueChoice[]
  >;
  for (const r of rows)
    if (isValueListCode(r.list as string))
      out[r.list as ValueListCode].push({ name: r.name as string, nameEn: r.name_en as string });
  return out;
}

interface NewItem {
  list: ValueListCode | FixedValueListCode;
  name: string;
  nameEn: string;
}

/** A new item, enabled, last in its list. */
export function addItem(db: Db, session: Session, input: NewItem, audit: Audit): Promise<ValueItem> {
  const list = editable(input.list);
  return db.transaction(async (tx) => {
    await lockList(tx, session.gscode, list);
    await checkName(tx, session.gscode, list, input.name);
    const { rows: counted } = await tx.execute(sql`
      select count(*)::int as n, coalesce(max(sort), 0) as last from value_list_items
       where gscode = ${session.gscode} and list = ${list}`);
    if (Number(counted[0].n) >= VALUE_ITEMS_MAX)
      throw new AppError('valueListFull', { list: VALUE_LISTS[list], max: VALUE_ITEMS_MAX }, 400);
    const { rows } = await tx.execute(sql`
      insert into value_list_items (gscode, list, name, name_en, sort)
      values (${session.gscode}, ${list}, ${input.name}, ${input.nameEn}, ${Number(counted[0].last) + 1})
      returning id`);
    const row = await readItem(tx, session, Number(rows[0].id));
    audit({ targetId: String(row.id), after: ITEMS.view(row) });
    return row;
  });
}

/**
 * The item's names changed at the version the user saw. A new Chinese name is written to the
 * branch's clients holding the old one (answered as `renamed`, and kept in the operation log).
 * The list's lock comes first (as an addition and a reorder take it), then the item's row.
 */
export async function changeItem(
  db: Db,
  session: Session,
  input: { id: number; version: number; name: string; nameEn: string },
  audit: Audit,
): Promise<ValueItem & { renamed: number }> {
  audit({ targetId: String(input.id) });
  return db.transaction(async (tx) => {
    const { list } = await readItem(tx, session, input.id);
    await lockList(tx, session.gscode, list);
    const before = await readItem(tx, session, input.id, true);
    audit({ targetId: String(before.id), before: ITEMS.view(before) });
    if (before.version !== input.version) throw new AppError('valueItemStale', { name: before.name }, 409);
    await checkName(tx, session.gscode, list, input.name, before.id);
    let renamed = 0;
    if (input.name !== before.name) {
      const field = sql.identifier(list);
      const { rows } = await tx.execute(sql`
        with moved as (
          update clients set ${field} = ${input.name} where gscode = ${session.gscode} and ${field} = ${before.name} returning 1)
        select count(*)::int as n from moved`);
      renamed = Number(rows[0].n);
    }
    await tx.execute(sql`
      update value_list_items set name = ${input.name}, name_en = ${input.nameEn}, version = version + 1, updated_at = now()
       where id = ${before.id}`);
    const after = await readItem(tx, session, before.id);
    audit({
      targetId: String(before.id),
      before: ITEMS.view(before),
      after: { ...ITEMS.view(after), renamedClients: renamed },
    });
    return { ...after, renamed };
  });
}

/** Enabled (offered in the client form) or disabled (clients holding it keep it). */
export const setItemStatus = (
  db: Db,
  session: Session,
  input: { id: number; version: number; status: number },
  audit: Audit,
): Promise<ValueItem> =>
  setSwitch(db, session, ITEMS, input, audit, { field: 'status', column: 'status', value: input.status });

/** Removed at the version the user saw, unless some client of the branch holds it. */
export const removeItem = (db: Db, session: Session, input: { id: number; version: number }, audit: Audit) =>
  removeRow(db, session, ITEMS, input, audit, (row) => {
    if (row.clients > 0) throw new AppError('valueItemInUse', { name: row.name, clients: row.clients }, 409);
  });

/**
 * One list's items in a new order: `order` names every item of the list once (an id not of the
 * list and branch is 404), each with the version the user saw; an item added, removed or changed
 * meanwhile is 409 and nothing moves. Sorts become 1 … n; a moved item's version is bumped.
 */
export async function reorderItems(
  db: Db,
  session: Session,
  input: { list: ValueListCode | FixedValueListCode; order: { id: number; version: number }[] },
  audit: Audit,
) {
  const list = editable(input.list);
  audit({ targetId: list });
  return db.transaction(async (tx) => {
    await lockList(tx, session.gscode, list);
    const { rows } = await tx.execute(sql`
      select id, sort, version, name from value_list_items
       where gscode = ${session.gscode} and list = ${list} order by sort, id for update`);
    const current = new Map(
      rows.map((r) => [Number(r.id), { sort: Number(r.sort), version: Number(r.version), name: r.name as string }]),
    );
    if (input.order.some((o) => !current.has(o.id))) throw notFoundRecord();
    const stale = input.order.find((o) => current.get(o.id)!.version !== o.version);
    if (stale) throw new AppError('valueItemStale', { name: current.get(stale.id)!.name }, 409);
    if (input.order.length !== current.size)
      throw new AppError('valueListOrderChanged', { list: VALUE_LISTS[list] }, 409);
    const result = input.order.map((o, i) => {
      const was = current.get(o.id)!;
      return { id: o.id, sort: i + 1, version: was.sort === i + 1 ? was.version : was.version + 1 };
    });
    const moved = result.filter((r) => r.sort !== current.get(r.id)!.sort);
    if (moved.length) {
      const pairs = sql.join(
        moved.map((r) => sql`(${r.id}::int, ${r.sort}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update value_list_items v set sort = m.sort, version = v.version + 1, updated_at = now()
          from (values ${pairs}) as m(id, sort)
         where v.id = m.id and v.gscode = ${session.gscode} and v.list = ${list}`);
    }
    audit({
      targetId: list,
      before: { list, order: rows.map((r) => r.name as string) },
      after: { list, order: input.order.map((o) => current.get(o.id)!.name) },
    });
    return result;
  });
}
