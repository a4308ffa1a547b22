import type pg from 'pg';

/**
 * What a backup holds, read from PostgreSQL's catalogue (never a hand list, so a table added by a
 * later migration is backed up the day it lands): every table of schema public but the transient
 * ones, its columns in order, and the sequences.
 */

/**
 * Transient tables (below) a restore leaves as they are: the live processes keep reporting and
 * counting into them; the id of this installation's secret key (secret-box.ts), which a backup of
 * another does not change; and the backups with their download tickets.
 */
export const KEPT_BY_RESTORE = [
  'server_processes',
  'server_samples',
  'secret_key_check',
  'rate_counts',
  'backups',
  'backup_parts',
  'backup_tickets',
] as const;

/**
 * Tables a backup leaves out, and why: sessions, QR-code sign-ins and desktop sign-in tokens are
 * proofs of a sign-in that live minutes or hours (a restored session would sign someone in again
 * who signed out after the backup); the server processes and their samples describe the processes
 * running now, not the business; the secret key's id describes this installation's key; the rate
 * limit's counts are of this minute; the answers kept for repeated writes are of writes a restore
 * may undo; the jobs, their files and the sheets kept for imports are the processes' work, not the
 * business (a job running when the backup was made, restored, would be taken over and run again;
 * an export's file would double a backup's size); the backups themselves (a backup inside the next
 * one would double every backup's size, and a restore must not undo the backups made after the one
 * restored, nor the one being read). A restore empties sessions, QR codes, tokens, kept answers and
 * jobs (everyone signs in again, but the restoring user, see restore.ts; a job running then stops
 * at its next step) and leaves the others as they are. A backup made before a table became
 * transient still restores: its rows of that table are passed over.
 */
export const TRANSIENT_TABLES = [
  'sessions',
  'login_qr',
  'soft_tokens',
  'idempotency_keys',
  'jobs',
  'job_files',
  'job_uploads',
  ...KEPT_BY_RESTORE,
] as const;

export interface TableInfo {
  name: string;
  /** Columns in their order, without generated ones (PostgreSQL computes those). */
  columns: string[];
}

export interface SequenceInfo {
  name: string;
  /** The table whose column owns the sequence (serial or identity), null for a free one. */
  table: string | null;
}

type Client = Pick<pg.ClientBase, 'query'>;

/** The tables of schema public, parents before the tables that reference them (foreign keys). */
export async function readTables(client: Client): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where c.relkind in ('r', 'p') and not c.relispartition
     group by c.relname
     order by c.relname`);
  const { rows: fks } = await client.query<{ child: string; parent: string }>(`
    select distinct c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     where k.contype = 'f' and c.oid <> p.oid`);
  return parentsFirst(rows, fks);
}

/** A topological order by foreign key (alphabetical among equals, so the order is stable). */
export function parentsFirst<T extends { name: string }>(tables: T[], fks: { child: string; parent: string }[]): T[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set()]));
  for (const fk of fks) if (byName.has(fk.parent)) parents.get(fk.child)?.add(fk.parent);
  const out: T[] = [];
  const placed = new Set<string>();
  while (out.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)));
    // A cycle of foreign keys (clients and members reference each other): the table of the cycle
    // with the fewest parents left goes next, one at a time. (A restore does not depend on this
    // order: it lifts the foreign keys while loading and checks them all afterwards.)
    const waiting = (name: string) => [...parents.get(name)!].filter((p) => !placed.has(p));
    const inCycle = (name: string) => {
      const seen = new Set<string>();
      const stack = waiting(name);
      while (stack.length) {
        const p = stack.pop()!;
        if (p === name) return true;
        if (!seen.has(p)) {
          seen.add(p);
          stack.push(...waiting(p));
        }
      }
      return false;
    };
    const next = ready.length
      ? ready
      : [
          tables
            .filter((t) => !placed.has(t.name) && inCycle(t.name))
            .reduce((a, b) => (waiting(b.name).length < waiting(a.name).length ? b : a)),
        ];
    for (const t of next) {
      placed.add(t.name);
      out.push(t);
    }
  }
  return out;
}

export async function readSequences(client: Client): Promise<SequenceInfo[]> {
  const { rows } = await client.query<SequenceInfo>(`
    select s.relname as name, t.relname as "table"
      from pg_class s
      join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
      left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      left join pg_class t on t.oid = d.refobjid
     where s.relkind = 'S'
     order by s.relname`);
  return rows;
}

/** The migrations applied to this database (drizzle's own table), oldest first, by their hash. */
export async function readMigrations(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id');
  return rows.map((r) => r.hash);
}

/** A name for SQL: double-quoted, quotes doubled (names also come from a file: checked against the catalogue first). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
