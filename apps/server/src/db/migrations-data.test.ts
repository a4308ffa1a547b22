import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testCalls } from '../../test/calls.js';
import { MIGRATIONS_DIR } from './migrate.js';

/**
 * What the data-mending migrations do to rows already there. Each is run again on a migrated
 * database with rows of every case planted first (its schema statements are already applied).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
const { q } = testCalls(() => ctx);

/** The statements of migration `tag` from its `from`-th on. */
const statementsOf = (tag: string, from: number) => {
  const { entries } = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR })[entries.findIndex((e) => e.tag === tag)].sql.slice(
    from,
  );
};

describe('0028_key_makers', () => {
  it('revokes, and logs, the live desktop keys whose maker lacks a mark of their account or is unknown; keeps the others', async () => {
    const id = async (name: string) =>
      Number((await q(`select id from users where gscode = '001' and user_name = $1`, [name]))[0].id);
    const key = async (account: string, maker: string, revoked = false) =>
      Number(
        (
          await q(
            `insert into soft_keys (gscode, user_id, name, key_hash, prefix, created_by, revoked_at)
       values ('001', $1, $2, md5(random()::text), 'bo_sk_x', $3, ${revoked ? 'now()' : 'null'}) returning id`,
            [await id(account), `${account} by ${maker}`, maker],
          )
        )[0].id,
      );
    const keys = {
      operatorForAdmin: await key('admin', 'operator'),
      adminForOperator: await key('operator', 'admin'),
      adminForItself: await key('admin', 'admin'),
      ghostForAdmin: await key('admin', 'ghost'),
      viewerForItself: await key('viewer', 'viewer'),
      alreadyRevoked: await key('admin', 'operator', true),
    };
    // An inactive grant of the operator's role is power it would hold: the operator's key for it by the viewer goes too.
    const viewerForOperator = await key('operator', 'viewer');
    for (const stmt of statementsOf('0028_key_makers', 2)) await ctx.db.$client.query(stmt);

    const revoked = (
      await q<{ id: number }>(
        `select id from soft_keys where revoked_at is not null and created_at > now() - interval '1 hour' order by id`,
      )
    ).map((r) => Number(r.id));
    expect(revoked.sort()).toEqual(
      [keys.operatorForAdmin, keys.ghostForAdmin, keys.alreadyRevoked, viewerForOperator].sort(),
    );
    const logged = await q(
      `select gscode, user_name, method, path, target_id, outcome from operation_log where path = '0028_key_makers' order by target_id::int`,
    );
    expect(logged).toEqual(
      [keys.operatorForAdmin, keys.ghostForAdmin, viewerForOperator]
        .sort((a, b) => a - b)
        .map((k) => ({
          gscode: '001',
          user_name: 'system',
          method: 'MIGRATION',
          path: '0028_key_makers',
          target_id: String(k),
          outcome: 'ok',
        })),
    );
    const makers = await q(`select id, created_by_id from soft_keys where id = any($1)`, [
      [keys.adminForOperator, keys.ghostForAdmin],
    ]);
    expect(Object.fromEntries(makers.map((r) => [r.id, r.created_by_id]))).toEqual({
      [keys.adminForOperator]: await id('admin'),
      [keys.ghostForAdmin]: null,
    });
  });
});
