import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.$client.query(`
    insert into clients (gscode, guestcode, guestname, longname) values
      ('001', 'AB12', '鼎盛广告', '上海鼎盛广告有限公司'),
      ('001', 'X-AB12', '蓝天印务', '蓝天 ab12 印务'),
      ('001', 'AB123', '华彩', '华彩有限公司'),
      ('001', 'K0009', 'ab12 studio', 'Studio Ltd'),
      ('001', 'K0010', '百分之百%', '百分百公司'),
      ('002', 'AB12', '杭州鼎盛', '杭州鼎盛有限公司')`);
  // Many clients, to check the limit.
  await ctx.db.$client.query(`
    insert into clients (gscode, guestcode, guestname, longname)
    select '001', 'M' || lpad(g::text, 5, '0'), '名片客户' || g, '名片客户' || g || '有限公司' from generate_series(1, 30) g`);
  admin = (await ctx.login('001', 'admin')).headers;
});
afterAll(() => ctx.close());

const search = async (q: string, headers = admin) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/UManage/Autocomplete?q=${encodeURIComponent(q)}`,
    headers: { ...headers, 'accept-language': 'en' },
  });
  return res;
};
const codes = async (q: string) => (await search(q)).json().data.map((c: { guestcode: string }) => c.guestcode);

describe('Autocomplete', () => {
  it('ranks the exact customer number first, then prefixes, then the rest, case-insensitive, in the branch only', async () => {
    const res = await search('ab12');
    expect(res.json().data[0]).toEqual({ guestcode: 'AB12', guestname: '鼎盛广告', longname: '上海鼎盛广告有限公司' });
    expect(await codes('ab12')).toEqual(['AB12', 'AB123', 'K0009', 'X-AB12']);
  });

  it('finds by name and company, in Chinese too', async () => {
    expect(await codes('鼎盛')).toEqual(['AB12']);
    expect(await codes('印务')).toEqual(['X-AB12']);
    expect(await codes('STUDIO')).toEqual(['K0009']);
  });

  it('takes % and _ literally, trims, and answers at most 20', async () => {
    expect(await codes('%')).toEqual(['K0010']);
    expect(await codes('_')).toEqual([]);
    expect(await codes('  鼎盛  ')).toEqual(['AB12']);
    const many = await codes('名片客户');
    expect(many).toHaveLength(20);
    expect(many[0]).toBe('M00001');
  });

  it('refuses an empty or too long query', async () => {
    expect((await search('  ')).statusCode).toBe(400);
    expect((await search('x'.repeat(51))).statusCode).toBe(400);
  });

  it("never answers another branch's clients", async () => {
    const other = (await ctx.login('002', 'admin')).headers;
    const d = (await search('AB12', other)).json().data;
    expect(d).toEqual([{ guestcode: 'AB12', guestname: '杭州鼎盛', longname: '杭州鼎盛有限公司' }]);
  });

  it('needs order:list, like the order list that shows the same names', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    expect((await search('ab', viewer)).json().code).toBe(0);
    await ctx.db.$client.query(`
      delete from role_menus where role_id = (select id from roles where gscode = '001' and code = 'viewer')
        and menu_id in (select id from menus where permission = 'order:list')`);
    const res = await search('ab', viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 8, data: null });
  });

  it('reads the trigram index for a search with trigrams', async () => {
    await ctx.db.$client.query('analyze clients');
    const client = await ctx.db.$client.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      // The expression of the query matches the index's (a tiny table would rather read the gscode index).
      const { rows } = await client.query(`explain select guestcode from clients
        where lower(guestcode || ' ' || guestname || ' ' || longname) like '%ab12%'`);
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('clients_search_trgm');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
