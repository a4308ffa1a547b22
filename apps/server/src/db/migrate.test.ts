import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, appDatabaseUrl } from '../../test/context.js';
import { connect, type Db } from './client.js';
import { migrateDb, MIGRATIONS_DIR } from './migrate.js';

// Empty databases, reached the way the application reaches them (through the pooler in that run).
const made: string[] = [];
const pools: Db[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `bo_mig_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  made.push(name);
  return appDatabaseUrl(name);
}
function pool(url: string): Db {
  const db = connect(url, 2);
  pools.push(db);
  return db;
}
afterAll(async () => {
  await Promise.all(pools.map((db) => db.$client.end()));
  for (const name of made) await adminQuery(`drop database if exists ${name} with (force)`);
});

const journal = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
async function recorded(db: Db) {
  const { rows } = await db.$client.query('select hash, created_at from drizzle.__drizzle_migrations order by id');
  return rows.map((r) => ({ hash: r.hash, created_at: Number(r.created_at) }));
}
const expected = journal.map((m) => ({ hash: m.hash, created_at: m.folderMillis }));

describe('migrations', () => {
  it('several servers starting together on an empty database apply each migration once', async () => {
    const url = await emptyDatabase();
    const servers = [pool(url), pool(url), pool(url)];
    const results = await Promise.all(servers.map((db) => migrateDb(db)));
    expect(results.map((r) => r.applied).sort()).toEqual([0, 0, journal.length]);
    expect(await recorded(servers[0])).toEqual(expected);
    // A later start finds nothing to do.
    expect(await migrateDb(servers[1])).toEqual({ applied: 0 });
  });

  it("keeps drizzle's bookkeeping: a database migrated by drizzle's migrate() is up to date, and the other way round", async () => {
    const byDrizzle = pool(await emptyDatabase());
    await migrate(byDrizzle, { migrationsFolder: MIGRATIONS_DIR });
    expect(await migrateDb(byDrizzle)).toEqual({ applied: 0 });
    expect(await recorded(byDrizzle)).toEqual(expected);

    const byUs = pool(await emptyDatabase());
    await migrateDb(byUs);
    await migrate(byUs, { migrationsFolder: MIGRATIONS_DIR });
    expect(await recorded(byUs)).toEqual(expected);
  });

  it('applies all pending migrations in one transaction: a failing one leaves the database as it was', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-migrations-'));
    try {
      fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta', '_journal.json');
      const j = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
      const last = j.entries[j.entries.length - 1];
      j.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_broken' });
      fs.writeFileSync(journalFile, JSON.stringify(j));
      fs.writeFileSync(
        path.join(dir, '9999_broken.sql'),
        'create table fine (v int);\n--> statement-breakpoint\nselect no_such_function();',
      );

      const db = pool(await emptyDatabase());
      await expect(migrateDb(db, dir)).rejects.toThrow(/no_such_function/);
      const { rows } = await db.$client.query(
        `select to_regclass('public.branches') as branches, to_regclass('public.fine') as fine, to_regnamespace('drizzle') as drizzle`,
      );
      expect(rows[0]).toEqual({ branches: null, fine: null, drizzle: null });
      // The pool is still usable, and the real migrations then apply.
      expect(await migrateDb(db)).toEqual({ applied: journal.length });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
