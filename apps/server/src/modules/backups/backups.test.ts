import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CONTENT_TYPE, ExportFrameDecoder, type DecodedFrame } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { multipartBody } from '../../../test/images.js';
import { seedArticles } from '../../seed/articles.js';
import { seedShopAccounts } from '../../seed/accounts.js';
import { seedClientExtras } from '../../seed/client-extras.js';
import { seedClients, seedMembers } from '../../seed/clients.js';
import { to as copyTo } from 'pg-copy-streams';
import { withTransaction } from '../../db/client.js';
import { generateCarts, generateOrders } from '../../seed/orders.js';
import { TRANSIENT_TABLES } from './catalog.js';
import { fileSource, verifyBackup } from './format.js';
import { claimScheduledRun, runScheduledBackup } from './schedule.js';
import { PIECE_BYTES } from '../../db/pieces.js';
import {
  BACKUP_PLACE,
  backupSource,
  findBackup,
  kindOfName,
  newBackupName,
  openBackupWriter,
  pruneScheduled,
} from './store.js';

let ctx: TestContext;
let owner: Record<string, string>;
let operator000: Record<string, string>;
let admin001: Record<string, string>;
const { q } = testCalls(() => ctx);
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload: payload as never });
const ok = async (method: 'GET' | 'POST', url: string, headers = owner, payload?: unknown) => {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data;
};
/** A streamed call's frames: progress, then one end or error frame. */
async function frames<E extends object>(url: string, body: unknown, headers = owner) {
  const res = await call('POST', url, headers, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(EXPORT_CONTENT_TYPE);
  const decoder = new ExportFrameDecoder<E>();
  const all: DecodedFrame<E>[] = decoder.push(res.rawPayload);
  expect(all.slice(0, -1).every((f) => f.kind === 'progress')).toBe(true);
  return { progress: all.flatMap((f) => (f.kind === 'progress' ? [f.value] : [])), last: all.at(-1)! };
}
const backupNow = async () => {
  const { last, progress } = await frames<{ name: string; rows: number; tables: number }>(
    '/api/Safeguard/Backup/Create',
    {},
  );
  if (last.kind !== 'end') throw new Error(JSON.stringify(last));
  expect(progress.at(-1)).toEqual({ done: last.value.rows, total: last.value.rows });
  return last.value;
};
const restore = (name: string, headers = owner, confirm = name) =>
  frames<{ sessionKept: boolean; rows: number }>('/api/Safeguard/Backup/Restore', { name, confirm }, headers);
/** A stored backup's bytes, as the database keeps them (null when there is none). */
const stored = async (name: string) =>
  (
    await q<{ b: Buffer | null }>(
      `select string_agg(bytes, ''::bytea order by seq) as b from backup_parts where name = $1`,
      [name],
    )
  )[0].b;
/** `bytes` stored as the backup `name`, as if a backup were altered where it is kept. */
const plant = async (name: string, bytes: Buffer) => {
  await q(`insert into backups (name, kind, size_bytes, pieces) values ($1, $2, $3, 1)`, [
    name,
    kindOfName(name),
    bytes.length,
  ]);
  await q(`insert into backup_parts (name, seq, bytes) values ($1, 0, $2)`, [name, bytes]);
};
const unplant = (name: string) => q(`delete from backups where name = $1`, [name]);
const storedNames = async () =>
  (await q<{ name: string }>(`select name from backups order by name`)).map((r) => r.name);

/** Every table but the transient ones: row count and an md5 of its rows in order (the figures version left out, see restore.ts). */
async function snapshot(except: string[] = []) {
  const tables = (
    await q<{ name: string }>(`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`)
  )
    .map((r) => r.name)
    .filter((n) => !(TRANSIENT_TABLES as readonly string[]).includes(n) && !except.includes(n));
  const out: Record<string, string> = {};
  for (const t of tables) {
    const [r] = await q(`select count(*)::int as n, md5(coalesce(string_agg(j, E'\\n' order by j), '')) as h
                           from (select (to_jsonb(x) - 'stats_version')::text as j from "${t}" x) s`);
    out[t] = `${r.n}:${r.h}`;
  }
  return out;
}

beforeAll(async () => {
  ctx = await createTestContext();
  // A little of every kind of data: clients and members (which reference each other), orders
  // and their rollups, carts, shop accounts, articles.
  const now = new Date();
  const clientIds = await seedClients(ctx.db, '001', 40, 7, now);
  await seedMembers(ctx.db, '001', clientIds, 30, 8, now);
  await withTransaction(ctx.db, async (c) => {
    await generateOrders(c, { gscode: '001', n: 300, seed: 9, now });
    await generateCarts(c, '001', 10, now);
  });
  await seedClientExtras(ctx.db, '001', 11, now);
  await seedShopAccounts(ctx.db, '001', 12, now);
  await seedArticles(ctx.db, '001', now);
  owner = (await ctx.login('000', 'owner')).headers;
  admin001 = (await ctx.login('001', 'admin')).headers;
  // An operator of the platform branch: holds neither database:backup nor database:restore.
  await q(`insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, password_hash)
           select gscode, 'op', 'op', reguserno, 'operator', '', password_hash from users where gscode = '000' and user_name = 'owner'`);
  operator000 = (await ctx.login('000', 'op')).headers;
});
afterAll(async () => {
  await ctx.close();
});

describe('backup and restore', () => {
  it('backs up, and a restore after inserts, updates and deletes in several tables brings back every table as it was', async () => {
    await q(
      `insert into operation_log (gscode, user_name, method, path, action, ip, duration_ms, outcome) values ('001', 'admin', 'POST', '/x', 'before the backup', '', 1, 'ok')`,
    );
    const before = await snapshot(['operation_log']);
    const logBefore = await q(`select count(*)::int as n, max(id)::int as max from operation_log`);
    const logRows = await q(`select * from operation_log order by id`);
    const made = await backupNow();
    expect(made.name).toMatch(/^backup-\d{8}-\d{6}-manual-[0-9a-f]{6}\.bo-backup\.gz$/);
    expect(made.rows).toBeGreaterThan(100);

    const list = await ok('GET', '/api/Safeguard/Backups');
    expect(list.list[0]).toMatchObject({
      name: made.name,
      kind: 'manual',
      createdBy: '000/owner',
      rows: made.rows,
      tables: made.tables,
      sameSchema: true,
    });
    expect(list.dir).toBe(BACKUP_PLACE);

    await q(
      `update clients set guestname = guestname || ' changed' where id in (select id from clients order by id limit 5)`,
    );
    await q(`delete from order_notes where id in (select id from order_notes order by id limit 3)`);
    await q(
      `update orders set amount = amount + 1, status = 1 where id in (select id from orders order by id limit 10)`,
    );
    await q(`delete from visits where ctid in (select ctid from visits limit 20)`);
    await q(
      `insert into login_log (gscode, user_name, ip, success, reason) values ('001', 'x', '1.2.3.4', false, 'bad_credentials')`,
    );
    await q(`update branches set name = name || '!' where gscode = '002'`);
    // Tables that reference each other (clients and members) and a child of both (carts, cart_items).
    await q(
      `update members set client_id = (select min(id) from clients where gscode = members.gscode) where id in (select id from members order by id limit 3)`,
    );
    const [cart] = await q(
      `insert into carts (gscode, client_id, qty) select c.gscode, c.id, 1 from clients c limit 1 returning id`,
    );
    await q(`insert into cart_items (cart_id, product, qty, price, amount) values ($1, 'x', 1, 1, 1)`, [cart.id]);
    const changed = await snapshot(['operation_log']);
    const differ = Object.keys(before).filter((t) => before[t] !== changed[t]);
    expect(differ).toEqual(
      expect.arrayContaining([
        'clients',
        'members',
        'orders',
        'order_sums',
        'order_notes',
        'visits',
        'carts',
        'cart_items',
        'login_log',
        'branches',
      ]),
    );

    const analysedBefore = await q(`select now() as at`);
    const { last, progress } = await restore(made.name);
    expect(last, JSON.stringify(last)).toMatchObject({
      kind: 'end',
      value: { name: made.name, rows: made.rows, sessionKept: true },
    });
    // The planner's statistics are read again after the load.
    const [stats] = await q(`select last_analyze from pg_stat_user_tables where relname = 'orders'`);
    expect(stats.last_analyze.getTime()).toBeGreaterThanOrEqual(analysedBefore[0].at.getTime());
    expect(progress.at(-1)!.done).toBe(progress.at(-1)!.total);
    expect(await snapshot(['operation_log'])).toEqual(before);
    // The log as it was at the backup, and the restore's own row after it (written after the load).
    expect(await q(`select * from operation_log where id <= $1 order by id`, [logBefore[0].max])).toEqual(logRows);
    const log = await q(`select id::int, action, outcome, target_id from operation_log where id > $1 order by id`, [
      logBefore[0].max,
    ]);
    expect(log.map((r) => [r.action, r.outcome, r.target_id])).toEqual([['restore backup', 'ok', made.name]]);
    // Sequences go on from the backup's values: an insert works.
    const [row] = await q(
      `insert into login_log (gscode, user_name, ip, success, reason) values ('001', 'y', '::1', true, 'ok') returning id::int`,
    );
    expect(row.id).toBeGreaterThan(0);
    // The restoring user goes on; everyone else signs in again.
    await ok('GET', '/api/Safeguard/Backups');
    const other = await call('GET', '/api/Safeguard/Database', admin001);
    expect(other.json().code).toBe(7);
    admin001 = (await ctx.login('001', 'admin')).headers;
    operator000 = (await ctx.login('000', 'op')).headers;
  });

  it('says "sign in again" when the restoring user is not in the backup', async () => {
    await q(`insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, password_hash)
             select gscode, 'later', 'later', reguserno, 'admin', '', password_hash from users where gscode = '000' and user_name = 'owner'`);
    const made = await backupNow();
    await q(`update users set user_name = 'later2' where gscode = '000' and user_name = 'later'`);
    const later = (await ctx.login('000', 'later2')).headers;
    const { last } = await restore(made.name, later);
    expect(last).toMatchObject({ kind: 'end', value: { sessionKept: false } });
    expect((await call('GET', '/api/Safeguard/Backups', later)).json().code).toBe(7);
    owner = (await ctx.login('000', 'owner')).headers;
    operator000 = (await ctx.login('000', 'op')).headers;
    admin001 = (await ctx.login('001', 'admin')).headers;
  });

  it('refuses a damaged or hostile file with its real reason, before changing anything', async () => {
    const made = await backupNow();
    const good = (await stored(made.name))!;
    const plain = gunzipSync(good);
    const trailerAt = plain.lastIndexOf('#sha256 ');
    const body = plain.subarray(0, trailerAt);
    const withTrailer = (b: Buffer) =>
      gzipSync(Buffer.concat([b, Buffer.from(`#sha256 ${createHash('sha256').update(b).digest('hex')}\n`)]));
    const headerEnd = body.indexOf('\n', body.indexOf('\n') + 1);
    const header = JSON.parse(body.subarray(body.indexOf('\n') + 1, headerEnd).toString());
    const sections = body.subarray(headerEnd + 1);
    /** A file with a right checksum whose header is changed by `edit` (the rows as they are, or `rows`). */
    const altered = (edit: (h: typeof header) => object, rows: Buffer = sections) =>
      withTrailer(Buffer.concat([Buffer.from(`BO-BACKUP 1\n${JSON.stringify(edit(header))}\n`), rows]));
    const flipped = Buffer.from(good);
    for (let i = 0; i < 8; i++) flipped[Math.floor(good.length / 2) + i] ^= 0xff;
    const wrongSum = gzipSync(Buffer.concat([body, Buffer.from(`#sha256 ${'0'.repeat(64)}\n`)]));
    // A row more in one table than the header says, with a right checksum.
    const firstEnd = body.indexOf('\n\\.\n', headerEnd);
    const extraRow = withTrailer(
      Buffer.concat([
        body.subarray(0, firstEnd + 1),
        body.subarray(headerEnd + 1, body.indexOf('\n', headerEnd + 1) + 1),
        body.subarray(firstEnd + 1),
      ]),
    );
    // The last table left out of the header and of the rows.
    const lastStart = body.lastIndexOf('\\.\n', body.length - 4) + 3;
    const last = header.tables.at(-1).name as string;
    const renamed = (h: typeof header) => ({
      ...h,
      tables: h.tables.map((t: { name: string }, i: number) => (i === 1 ? { ...t, name: 'evil_table' } : t)),
    });
    const cases: [string, Buffer, RegExp][] = [
      [
        'not gzip',
        Buffer.from('PK\u0003\u0004 a zip file, or anything else'),
        /not a backup of this console: it is not gzip-compressed/,
      ],
      [
        'not a backup',
        gzipSync('name,amount\nalice,3\n'),
        /not a backup of this console: it is compressed, but does not begin the way a backup does/,
      ],
      [
        'bad header',
        gzipSync('BO-BACKUP 1\n{"format": 1, "tables": "all of them"}\n'),
        /table of contents \(the description at its start\) cannot be read/,
      ],
      [
        'header bomb',
        gzipSync(Buffer.concat([Buffer.from('BO-BACKUP 1\n'), Buffer.alloc(5 * 1024 * 1024, 'a')])),
        /grows too large when decompressed/,
      ],
      ['flipped', flipped, /damaged|altered/],
      ['cut', good.subarray(0, Math.floor(good.length * 0.7)), /incomplete: it stops before its end/],
      ['wrong checksum', wrongSum, /checksum does not match its contents/],
      ['extra row', extraRow, /another number of rows than the backup's table of contents says/],
      [
        'data after the end',
        withTrailer(Buffer.concat([body, Buffer.from('1\tsmuggled\n\\.\n')])),
        /more data after its last table/,
      ],
      [
        'older schema',
        altered((h) => ({ ...h, migrations: h.migrations.slice(0, -1) })),
        /made by an older version of the console \(database updates behind this one: 1\)/,
      ],
      [
        'newer schema',
        altered((h) => ({ ...h, migrations: [...h.migrations, 'f'.repeat(64)] })),
        /made by a newer version of the console \(database updates this version does not have: 1\); update the console first/,
      ],
      [
        'other history',
        altered((h) => ({ ...h, migrations: [...h.migrations.slice(0, -1), 'e'.repeat(64)] })),
        /another line of versions/,
      ],
      // Once "28 migrations in the backup, 28 here": the same updates, yet a table that is not ours.
      ['unknown table', altered(renamed), /holds a table this database does not have \("evil_table"\)/],
      [
        'table twice',
        altered((h) => ({ ...h, tables: [h.tables[0], ...h.tables] })),
        new RegExp(`lists the table "${header.tables[0].name}" twice`),
      ],
      [
        'other columns',
        altered((h) => ({
          ...h,
          tables: h.tables.map((t: { columns: string[] }, i: number) =>
            i === 0 ? { ...t, columns: [...t.columns].reverse() } : t,
          ),
        })),
        new RegExp(`columns of the table "${header.tables[0].name}" in the backup differ`),
      ],
      [
        'missing table',
        altered(
          (h) => ({
            ...h,
            tables: h.tables.slice(0, -1),
            sequences: h.sequences.filter((q: { table: string | null }) => q.table !== last),
          }),
          sections.subarray(0, lastStart - headerEnd - 1),
        ),
        new RegExp(`lacks the table "${last}"`),
      ],
      [
        'unknown counter',
        altered((h) => ({
          ...h,
          sequences: [...h.sequences, { name: 'evil_seq', table: null, value: '1', isCalled: true }],
        })),
        /number counter this database does not have \("evil_seq"\)/,
      ],
    ];
    // Refused by the upload too (which reads the whole file, not whether it fits this database).
    const fitsOnly = new Set([
      'older schema',
      'newer schema',
      'other history',
      'unknown table',
      'table twice',
      'other columns',
      'missing table',
      'unknown counter',
    ]);
    await q(`update clients set guestname = 'after the backup' where id = (select min(id) from clients)`);
    const before = await snapshot(['operation_log']);
    for (const [label, bytes, message] of cases) {
      const name = made.name.replace(
        /-[0-9a-f]{6}\./,
        `-${createHash('md5').update(label).digest('hex').slice(0, 6)}.`,
      );
      await plant(name, bytes);
      const res = await call('POST', '/api/Safeguard/Backup/Restore', owner, { name, confirm: name });
      const msg =
        res.headers['content-type'] === EXPORT_CONTENT_TYPE
          ? (() => {
              const all = new ExportFrameDecoder<object>().push(res.rawPayload);
              const last = all.at(-1)!;
              expect(last.kind, label).toBe('error');
              return (last as { value: { msg: string } }).value.msg;
            })()
          : res.json().msg;
      expect(msg, label).toMatch(message);
      expect(msg, label).toMatch(/the database was not changed$/);
      expect(msg, label).not.toMatch(/migration|BadBackup|undefined|\{/);
      expect(await snapshot(['operation_log']), label).toEqual(before);
      if (!fitsOnly.has(label)) {
        const form = multipartBody([{ field: 'file', filename: 'x.gz', type: 'application/gzip', content: bytes }]);
        const up = await ctx.app.inject({
          method: 'POST',
          url: '/api/Safeguard/Backup/Upload',
          headers: { ...owner, ...form.headers, 'accept-language': 'en' },
          payload: form.payload,
        });
        expect(up.statusCode, label).toBe(422);
        expect(up.json().msg, label).toMatch(message);
      }
      await unplant(name);
    }
    // A refused upload keeps nothing: no backup, no piece.
    const list = await ok('GET', '/api/Safeguard/Backups?kind=uploaded');
    expect(list.total).toBe(0);
    expect(await q(`select 1 from backup_parts where name like '%-uploaded-%'`)).toEqual([]);
    // In the caller's language, wholly.
    const name = made.name.replace(/-[0-9a-f]{6}\./, '-abcdef.');
    await plant(name, altered(renamed));
    const cn = await ctx.app.inject({
      method: 'POST',
      url: '/api/Safeguard/Backup/Restore',
      headers: { ...owner, 'accept-language': 'zh-CN' },
      payload: { name, confirm: name },
    });
    expect(cn.json().msg).toBe(
      '备份中有本数据库没有的表“evil_table”，文件已被修改或不是本控制台生成的；数据库未做任何更改',
    );
    await unplant(name);
  });

  it("leaves the jobs out: a restore empties them, and an older release's backup holding them restores without them", async () => {
    await ok('POST', '/api/Job/Start', owner, { kind: 'orderExport', params: {} });
    const made = await backupNow();
    const plain = gunzipSync((await stored(made.name))!);
    const body = plain.subarray(0, plain.lastIndexOf('#sha256 '));
    const headerEnd = body.indexOf('\n', body.indexOf('\n') + 1);
    const header = JSON.parse(body.subarray(body.indexOf('\n') + 1, headerEnd).toString());
    const names = header.tables.map((t: { name: string }) => t.name);
    for (const t of ['jobs', 'job_files', 'job_uploads']) expect(names).not.toContain(t);

    // The same backup as a release that backed the jobs up wrote it: their rows and sequence too.
    const jobRows = await withTransaction(ctx.db, async (c) => {
      const chunks: Buffer[] = [];
      for await (const chunk of c.query(copyTo('copy jobs to stdout')) as AsyncIterable<Buffer>) chunks.push(chunk);
      return Buffer.concat(chunks);
    });
    const columns = (
      await q<{ c: string }>(
        `select attname as c from pg_attribute where attrelid = 'jobs'::regclass and attnum > 0 and not attisdropped order by attnum`,
      )
    ).map((r) => r.c);
    const [{ n }] = await q<{ n: number }>('select count(*)::int as n from jobs');
    expect(n).toBeGreaterThan(0);
    const older = {
      ...header,
      tables: [...header.tables, { name: 'jobs', columns, rows: n }],
      sequences: [...header.sequences, { name: 'jobs_id_seq', table: 'jobs', value: '999999', isCalled: true }],
    };
    const file = Buffer.concat([
      Buffer.from(`BO-BACKUP 1\n${JSON.stringify(older)}\n`),
      body.subarray(headerEnd + 1),
      jobRows,
      Buffer.from('\\.\n'),
    ]);
    const name = made.name.replace(/-[0-9a-f]{6}\./, '-01d01d.');
    await plant(
      name,
      gzipSync(Buffer.concat([file, Buffer.from(`#sha256 ${createHash('sha256').update(file).digest('hex')}\n`)])),
    );

    // A job started after the backup: the restore ends it with the rest.
    await ok('POST', '/api/Job/Start', owner, { kind: 'orderExport', params: {} });
    const { last } = await restore(name);
    expect(last).toMatchObject({ kind: 'end', value: { sessionKept: true } });
    expect(await q('select id from jobs')).toEqual([]);
    const [{ v }] = await q<{ v: string }>('select last_value::text as v from jobs_id_seq');
    expect(Number(v)).toBeLessThan(999999);
    // The restoring owner's jobs tab is empty, and a new job starts.
    expect(await ok('GET', '/api/Job/List')).toEqual([]);
    await ok('POST', '/api/Job/Start', owner, { kind: 'orderExport', params: {} });
    await unplant(name);
    operator000 = (await ctx.login('000', 'op')).headers;
    admin001 = (await ctx.login('001', 'admin')).headers;
  });

  it('stops reading at a line past its limit, in time linear in its length (a decompression bomb)', async () => {
    const file = path.join(ctx.config.dataDir, 'bomb.gz');
    // 64 MiB of one line compresses to about 64 KiB.
    const head = `BO-BACKUP 1\n${JSON.stringify({ format: 1, createdAt: '', createdBy: '', kind: 'manual', postgres: '', migrations: [], tables: [{ name: 't', columns: ['a'], rows: 1 }], sequences: [] })}\n`;
    fs.writeFileSync(file, gzipSync(Buffer.concat([Buffer.from(head), Buffer.alloc(64 * 1024 * 1024, 'a')])));
    await expect(verifyBackup(fileSource(file), () => {}, 1024 * 1024)).rejects.toMatchObject({ reason: 'line' });
    // More rows than the header lists: refused at the first one too many.
    fs.writeFileSync(file, gzipSync(Buffer.concat([Buffer.from(head), Buffer.alloc(64 * 1024 * 1024, '\n')])));
    await expect(verifyBackup(fileSource(file))).rejects.toMatchObject({ reason: 'rows' });
    fs.rmSync(file);
  });

  it('uploads a good backup, lists it as uploaded, and restores from it', async () => {
    const made = await backupNow();
    const bytes = (await stored(made.name))!;
    const form = multipartBody([{ field: 'file', filename: 'mine.gz', type: 'application/gzip', content: bytes }]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/Safeguard/Backup/Upload',
      headers: { ...owner, ...form.headers },
      payload: form.payload,
    });
    expect(up.json().code, up.body).toBe(0);
    const name = up.json().data.name as string;
    expect(name).toMatch(/-uploaded-/);
    expect((await ok('GET', '/api/Safeguard/Backups?kind=uploaded')).list.map((r: { name: string }) => r.name)).toEqual(
      [name],
    );
    const { last } = await restore(name);
    expect(last.kind).toBe('end');
  });

  it('downloads a backup once through a short-lived ticket, and deletes it', async () => {
    const made = await backupNow();
    const { url } = await ok('POST', '/api/Safeguard/Backup/Ticket', owner, { name: made.name });
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toContain(made.name);
    expect(file.headers['content-length']).toBe(String(file.rawPayload.length));
    expect(file.rawPayload.equals((await stored(made.name))!)).toBe(true);
    expect(gunzipSync(file.rawPayload).subarray(0, 12).toString()).toBe('BO-BACKUP 1\n');
    const again = await ctx.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Safeguard/Backup/File?ticket=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }))
        .statusCode,
    ).toBe(404);

    // A ticket of a backup deleted before it is used finds nothing.
    const late = await ok('POST', '/api/Safeguard/Backup/Ticket', owner, { name: made.name });
    await ok('POST', '/api/Safeguard/Backup/Remove', owner, { name: made.name });
    expect(await q(`select 1 from backups where name = $1`, [made.name])).toEqual([]);
    expect(await stored(made.name)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: late.url })).statusCode).toBe(404);
    const [log] = await q(`select action, target_id, outcome from operation_log order by id desc limit 1`);
    expect(log).toEqual({ action: 'delete backup', target_id: made.name, outcome: 'ok' });
    const gone = await call('POST', '/api/Safeguard/Backup/Remove', owner, { name: made.name });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses another branch, a role without the mark, path tricks, unknown names and an unconfirmed restore, changing nothing', async () => {
    admin001 = (await ctx.login('001', 'admin')).headers;
    operator000 = (await ctx.login('000', 'op')).headers;
    const made = await backupNow();
    const before = await snapshot(['operation_log']);
    const files = await storedNames();
    for (const headers of [admin001, operator000]) {
      expect((await call('GET', '/api/Safeguard/Backups', headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/Safeguard/Backup/Create', headers, {})).statusCode).toBe(403);
      expect((await call('POST', '/api/Safeguard/Backup/Remove', headers, { name: made.name })).statusCode).toBe(403);
      expect((await call('POST', '/api/Safeguard/Backup/Ticket', headers, { name: made.name })).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/Safeguard/Backup/Restore', headers, { name: made.name, confirm: made.name }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call('POST', '/api/Safeguard/Backup/SetSchedule', headers, {
            schedule: { enabled: true, hour: 1, keep: 2 },
            version: 0,
          })
        ).statusCode,
      ).toBe(403);
    }
    const other = await call('POST', '/api/Safeguard/Backup/Restore', admin001, {
      name: made.name,
      confirm: made.name,
    });
    expect(other.json().msg).toMatch(/only the platform owner's branch/);
    for (const name of [
      '../backup-20260101-000000-manual-aaaaaa.bo-backup.gz',
      '/etc/passwd',
      'backup-20260101-000000-manual-aaaaaa.bo-backup.gz/..',
      '..',
    ]) {
      const res = await call('POST', '/api/Safeguard/Backup/Restore', owner, { name, confirm: name });
      expect(res.statusCode, name).toBe(400);
    }
    const unknown = 'backup-20200101-000000-manual-abcdef.bo-backup.gz';
    expect(
      (await call('POST', '/api/Safeguard/Backup/Restore', owner, { name: unknown, confirm: unknown })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/Safeguard/Backup/Ticket', owner, { name: unknown })).statusCode).toBe(404);
    const wrong = await call('POST', '/api/Safeguard/Backup/Restore', owner, { name: made.name, confirm: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/Type the backup's whole name/);
    expect(await snapshot(['operation_log'])).toEqual(before);
    expect(await storedNames()).toEqual(files);
  });

  it('keeps a daily schedule: saved with its version, run once a day by one process, keeping the newest N', async () => {
    const s0 = await ok('GET', '/api/Safeguard/Backup/Schedule');
    expect(s0).toMatchObject({
      schedule: { enabled: false, hour: 3, keep: 7 },
      version: 0,
      timezone: expect.any(String),
    });
    const s1 = await ok('POST', '/api/Safeguard/Backup/SetSchedule', owner, {
      schedule: { enabled: true, hour: 0, keep: 2 },
      version: 0,
    });
    expect(s1).toMatchObject({ schedule: { enabled: true, hour: 0, keep: 2 }, version: 1, updatedBy: 'owner' });
    const stale = await call('POST', '/api/Safeguard/Backup/SetSchedule', owner, {
      schedule: { enabled: false, hour: 1, keep: 2 },
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    const bad = await call('POST', '/api/Safeguard/Backup/SetSchedule', owner, {
      schedule: { enabled: true, hour: 24, keep: 0 },
      version: 1,
    });
    expect(bad.statusCode).toBe(400);

    const day = new Date('2030-05-01T12:00:00Z');
    const first = await runScheduledBackup(ctx.db, ctx.config.PLATFORM_GUESTCODE, day);
    expect(first?.name).toMatch(/-scheduled-/);
    // The same day again: nothing (another process would find it claimed too).
    expect(await claimScheduledRun(ctx.db, ctx.config.PLATFORM_GUESTCODE, new Date('2030-05-01T13:00:00Z'))).toBeNull();
    await runScheduledBackup(ctx.db, ctx.config.PLATFORM_GUESTCODE, new Date('2030-05-02T12:00:00Z'));
    await runScheduledBackup(ctx.db, ctx.config.PLATFORM_GUESTCODE, new Date('2030-05-03T12:00:00Z'));
    const scheduled = (await ok('GET', '/api/Safeguard/Backups?kind=scheduled')).list.map(
      (r: { name: string }) => r.name,
    );
    expect(scheduled).toHaveLength(2);
    expect(scheduled.every((n: string) => /backup-2030050[23]-/.test(n))).toBe(true);
    expect((await ok('GET', '/api/Safeguard/Backups?kind=manual')).total).toBeGreaterThan(0);
    expect(await pruneScheduled(ctx.db, 1)).toHaveLength(1);
    expect((await ok('GET', '/api/Safeguard/Backups?kind=scheduled')).total).toBe(1);
    const [log] = await q(
      `select action, user_name, outcome from operation_log where action = 'scheduled backup' order by id desc limit 1`,
    );
    expect(log).toEqual({ action: 'scheduled backup', user_name: 'schedule', outcome: 'ok' });
  });
});

describe('the store', () => {
  it('keeps a file of several pieces whole, lists it only once committed, and fails a read whose piece is gone', async () => {
    const bytes = randomBytes(2 * PIECE_BYTES + 12345);
    const name = newBackupName('uploaded');
    const out = await openBackupWriter(ctx.db, name, 'none');
    try {
      await pipeline(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), out.sink);
      expect(await q(`select 1 from backups where name = $1`, [name])).toEqual([]);
      const header = {
        format: 1 as const,
        createdAt: 'not a date, as an uploaded header may say',
        createdBy: 'x',
        kind: 'manual' as const,
        postgres: 'PostgreSQL 17',
        migrations: [],
        tables: [],
        sequences: [],
      };
      expect(await out.commit(header)).toEqual({ sizeBytes: bytes.length });
    } finally {
      await out.abort();
    }
    const [row] = await q(`select pieces, size_bytes, made_at from backups where name = $1`, [name]);
    expect(row).toEqual({ pieces: 3, size_bytes: bytes.length, made_at: 'not a date, as an uploaded header may say' });
    const back = await findBackup(ctx.db, name);
    const read = async () => {
      const got: Buffer[] = [];
      for await (const piece of backupSource(ctx.db.$client, back)()) got.push(piece as Buffer);
      return Buffer.concat(got);
    };
    expect((await read()).equals(bytes)).toBe(true);
    await q(`delete from backup_parts where name = $1 and seq = 1`, [name]);
    await expect(read()).rejects.toMatchObject({ key: 'backupUnknown', httpStatus: 404 });
    await unplant(name);
  });
});

describe('the order of tables', () => {
  it('puts parents first, and breaks a cycle of foreign keys one table at a time', async () => {
    const { parentsFirst } = await import('./catalog.js');
    const t = (name: string) => ({ name });
    const order = parentsFirst(
      [t('cart_items'), t('carts'), t('clients'), t('members'), t('branches')],
      [
        { child: 'cart_items', parent: 'carts' },
        { child: 'carts', parent: 'clients' },
        { child: 'carts', parent: 'members' },
        { child: 'clients', parent: 'members' },
        { child: 'members', parent: 'clients' },
        { child: 'clients', parent: 'branches' },
        { child: 'members', parent: 'branches' },
      ],
    ).map((x) => x.name);
    expect(order).toEqual(['branches', 'clients', 'members', 'carts', 'cart_items']);
  });
});
