import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { AppError } from './errors.js';
import type { MessageKey } from './i18n.js';
import type { Audit } from './plugins/audit.js';
import type { Session } from './plugins/session.js';

type Tx = Pick<Db, 'execute'>;
type Row = { id: number; name: string; version: number };
type Target = { id: number; version: number };

/**
 * A table of a branch's rows that users change at the version they saw (card sizes, card
 * templates, products). Every change locks its row, compares the version the user saw (else a
 * 409 naming the row), writes, bumps the version and audits the row before and after, all in one
 * transaction; another branch's id is "not found" (read's job).
 */
export interface VersionedRows<R extends Row> {
  /** The table's name in SQL. */
  table: string;
  /** The refusal when the row changed since the user read it ({ name } is passed). */
  stale: MessageKey;
  /** The branch's row by id, locked for update when asked; not found (404) otherwise. */
  read(tx: Tx, session: Session, id: number, lock?: boolean): Promise<R>;
  /** What the audit log keeps of the row. */
  view(row: R): Record<string, unknown>;
}

/** The row locked, at the version the user saw; audited as "before" at once. */
async function lockRow<R extends Row>(tx: Tx, session: Session, rows: VersionedRows<R>, at: Target, audit: Audit) {
  const row = await rows.read(tx, session, at.id, true);
  audit({ targetId: String(at.id), before: rows.view(row) });
  if (row.version !== at.version) throw new AppError(rows.stale, { name: row.name }, 409);
  return row;
}

const table = (rows: VersionedRows<Row>) => sql.identifier(rows.table);

/**
 * A change of the row's fields: `assignments` checks the change against the row as it is (it may
 * refuse) and answers the SET list to write; the version is bumped here.
 */
export function changeRow<R extends Row>(
  db: Db,
  session: Session,
  rows: VersionedRows<R>,
  at: Target,
  audit: Audit,
  assignments: (tx: Tx, before: R) => Promise<SQL>,
): Promise<R> {
  audit({ targetId: String(at.id) });
  return db.transaction(async (tx) => {
    const before = await lockRow(tx, session, rows, at, audit);
    const set = await assignments(tx, before);
    await tx.execute(
      sql`update ${table(rows)} set ${set}, version = version + 1, updated_at = now() where id = ${before.id}`,
    );
    const after = await rows.read(tx, session, before.id);
    audit({ targetId: String(before.id), before: rows.view(before), after: rows.view(after) });
    return after;
  });
}

/**
 * One switch of the row (its status, whether it is on sale) set: nothing written (and the version
 * kept) when it already holds the value; audited with the row's name.
 */
export function setSwitch<R extends Row, K extends keyof R & string>(
  db: Db,
  session: Session,
  rows: VersionedRows<R>,
  at: Target,
  audit: Audit,
  change: { field: K; column: string; value: R[K] },
): Promise<R> {
  audit({ targetId: String(at.id) });
  return db.transaction(async (tx) => {
    const before = await lockRow(tx, session, rows, at, audit);
    if (before[change.field] === change.value) return before;
    await tx.execute(sql`
      update ${table(rows)} set ${sql.identifier(change.column)} = ${change.value}, version = version + 1, updated_at = now()
       where id = ${before.id}`);
    const after = await rows.read(tx, session, before.id);
    audit({
      targetId: String(before.id),
      before: { name: before.name, [change.field]: before[change.field] },
      after: { name: after.name, [change.field]: after[change.field] },
    });
    return after;
  });
}

/**
 * A row added last in the branch's order (its sort one past the largest): `add` checks it (it may
 * refuse) and answers the columns it writes besides gscode and sort, and their values; audited as
 * "after".
 */
export function addRow<R extends Row>(
  db: Db,
  session: Session,
  rows: VersionedRows<R>,
  audit: Audit,
  add: (tx: Tx) => Promise<{ columns: SQL; values: SQL }>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const { columns, values } = await add(tx);
    const { rows: added } = await tx.execute(sql`
      insert into ${table(rows)} (gscode, ${columns}, sort)
      values (${session.gscode}, ${values}, (select coalesce(max(sort), 0) + 1 from ${table(rows)} where gscode = ${session.gscode}))
      returning id`);
    const row = await rows.read(tx, session, Number(added[0].id));
    audit({ targetId: String(row.id), after: rows.view(row) });
    return row;
  });
}

/** The write (as registerWrite calls it) that sets the switch `field` (column `column`) of a row to the body's value. */
export const switching =
  <R extends Row, K extends keyof R & string>(rows: VersionedRows<R>, field: K, column: string) =>
  (db: Db, session: Session, input: Target & { [F in K]: R[K] }, audit: Audit): Promise<R> =>
    setSwitch<R, K>(db, session, rows, input, audit, { field, column, value: input[field] as R[K] });

/** The write (as registerWrite calls it) that removes a row at the version the user saw; `keep` may refuse. */
export const removing =
  <R extends Row>(rows: VersionedRows<R>, keep?: (row: R) => void) =>
  (db: Db, session: Session, input: Target, audit: Audit): Promise<{ id: number }> =>
    removeRow(db, session, rows, input, audit, keep);

/** The row deleted at the version the user saw; `keep` may refuse (a size still in use). */
export function removeRow<R extends Row>(
  db: Db,
  session: Session,
  rows: VersionedRows<R>,
  at: Target,
  audit: Audit,
  keep?: (row: R) => void,
): Promise<{ id: number }> {
  audit({ targetId: String(at.id) });
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, session, rows, at, audit);
    keep?.(row);
    await tx.execute(sql`delete from ${table(rows)} where id = ${row.id}`);
    audit({ targetId: String(row.id), before: rows.view(row) });
    return { id: row.id };
  });
}
