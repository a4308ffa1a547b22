import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCalls } from '../../../test/calls.js';
import { createTestContext, type TestContext } from '../../../test/context.js';

/**
 * Enabling and disabling several clients or shop accounts at once (issue 37 #2): the one-row
 * change per row in one transaction, rows already as asked counted apart, a stale or foreign row
 * refused with why and left as it was.
 */
let ctx: TestContext;
const { q, ok, refused } = testCalls(() => ctx);
let admin: Record<string, string>;
let viewer: Record<string, string>;
let other: Record<string, string>;

const seen = (table: 'clients' | 'members', ids: number[]) =>
  q<{ id: number; version: number }>(`select id, version from ${table} where id = any($1) order by id`, [ids]);
const statuses = async (table: 'clients' | 'members', ids: number[]) =>
  (await q<{ status: number }>(`select status from ${table} where id = any($1) order by id`, [ids])).map(
    (r) => r.status,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  viewer = (await ctx.login('001', 'viewer')).headers;
  other = (await ctx.login('002', 'admin')).headers;
});
afterAll(() => ctx.close());

describe('BatchSetClientStatus', () => {
  it('disables the enabled clients, counts the ones already disabled, refuses a stale one', async () => {
    const ids: number[] = [];
    for (const [code, status] of [
      ['KBS1', 1],
      ['KBS2', 1],
      ['KBS3', 0],
      ['KBS4', 1],
    ] as const) {
      const [c] = await q<{ id: number }>(
        `insert into clients (gscode, guestcode, guestname, longname, status) values ('001', $1, $1, $1, $2) returning id`,
        [code, status],
      );
      ids.push(c.id);
    }
    const items = await seen('clients', ids);
    await q(`update clients set version = version + 1 where id = $1`, [ids[3]]);
    const out = await ok('/api/UManage/BatchSetClientStatus', admin, { items, status: 0 });
    expect(out).toEqual({ changed: 2, unchanged: 1, refused: [{ id: ids[3], reason: expect.stringMatching(/KBS4/) }] });
    expect(await statuses('clients', ids)).toEqual([0, 0, 0, 1]);
    const [log] = await q(`select action, diff from operation_log order by id desc limit 1`);
    expect(log.action).toBe('set client status (batch)');
    expect(Object.keys(log.diff).sort()).toEqual([String(ids[0]), String(ids[1]), 'refused'].sort());
  });

  it('changes nothing of another branch, and nothing without the mark', async () => {
    const [c] = await q<{ id: number }>(
      `insert into clients (gscode, guestcode, guestname, longname) values ('001', 'KBS9', 'KBS9', 'KBS9') returning id`,
    );
    const items = await seen('clients', [c.id]);
    expect(await ok('/api/UManage/BatchSetClientStatus', other, { items, status: 0 })).toMatchObject({
      changed: 0,
      refused: [{ id: c.id }],
    });
    await refused('/api/UManage/BatchSetClientStatus', viewer, { items, status: 0 }, 403);
    await refused('/api/UManage/BatchSetClientStatus', admin, { items, status: 2 }, 400);
    expect(await statuses('clients', [c.id])).toEqual([1]);
  });
});

describe('BatchSetShopAccountStatus', () => {
  it('disables and enables shop accounts of the branch; another branch cannot', async () => {
    const ids: number[] = [];
    for (const name of ['bsa1', 'bsa2']) {
      const [m] = await q<{ id: number }>(
        `insert into members (gscode, user_name, status) values ('001', $1, 1) returning id`,
        [name],
      );
      ids.push(m.id);
    }
    const off = await ok('/api/UManage/BatchSetShopAccountStatus', admin, {
      items: await seen('members', ids),
      status: 0,
    });
    expect(off).toEqual({ changed: 2, unchanged: 0, refused: [] });
    expect(await statuses('members', ids)).toEqual([0, 0]);
    const foreign = await ok('/api/UManage/BatchSetShopAccountStatus', other, {
      items: await seen('members', ids),
      status: 1,
    });
    expect(foreign.refused.map((r: { id: number }) => r.id)).toEqual(ids);
    expect(await statuses('members', ids)).toEqual([0, 0]);
    const on = await ok('/api/UManage/BatchSetShopAccountStatus', admin, {
      items: await seen('members', ids),
      status: 1,
    });
    expect(on.changed).toBe(2);
    expect(await statuses('members', ids)).toEqual([1, 1]);
  });
});
