import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@bo/contract';
import {
  GOOD_LINKS,
  HOSTILE_LINKS,
  isCallDef,
  isSafeLink,
  LINK_PATTERN_SOURCE,
  linkKindOf,
  linkRuleOf,
  notLinkReasonOf,
  type CallDef,
} from '@bo/contract';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testCalls } from '../../test/calls.js';
import { MIGRATIONS_DIR } from '../db/migrate.js';

/**
 * Issue 33 #3, "One rule for every saved link": walked over the whole contract, so a call or a
 * link field added later is covered the day it lands.
 *  - The gate: every request-body field whose name says link, url, href or jump is a savedLink
 *    (link.ts), or says why it is none (LINK_NOT_META).
 *  - Every call whose body holds a savedLink gets each hostile link in each such field, in an
 *    otherwise valid body, as an administrator: refused (HTTP 400, code 8) with the field and
 *    its rule in Chinese and in English, and nothing stored.
 *  - The public reads (and the console's menu) never hand out a link failing the rule, even when
 *    a bad row is put straight into the database.
 *  - Migration 0029 clears exactly the stored links the TypeScript rule refuses, and logs each.
 */

type Zod = { _zod: { def: Record<string, any> } };
type Step = string | number;

const CALLS = (Object.values(contract) as unknown[]).filter(isCallDef) as CallDef[];
const defOf = (s: unknown) => (s as Zod)._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** The schema and the schemas it wraps (optional, default …), outermost first. */
function layers(schema: unknown): unknown[] {
  const out = [schema];
  for (let s = schema; ;) {
    const d = defOf(s);
    if (WRAPPERS.has(d.type)) s = d.innerType;
    else if (d.type === 'pipe') s = d.in;
    else if (d.type === 'lazy') s = d.getter();
    else return out;
    out.push(s);
  }
}
const inner = (schema: unknown) => layers(schema).at(-1)!;
const kindOf = (schema: unknown) => layers(schema).map(linkKindOf).find(Boolean);
const notLinkWhy = (schema: unknown) => layers(schema).map(notLinkReasonOf).find(Boolean);
/** Whether the schema takes text (a string, or a union with one). */
function takesText(schema: unknown): boolean {
  const d = defOf(inner(schema));
  if (d.type === 'string') return true;
  if (d.type === 'literal') return d.values.some((v: unknown) => typeof v === 'string' && v !== '');
  if (d.type === 'union') return d.options.some(takesText);
  return false;
}

/** Each object field of a schema, anywhere in it: [path, name, schema]. */
function fieldsOf(schema: unknown, at: Step[] = [], seen = new Set<unknown>()): [Step[], string, unknown][] {
  const s = inner(schema);
  if (seen.has(s)) return [];
  seen.add(s);
  const d = defOf(s);
  switch (d.type) {
    case 'object':
      return Object.entries(d.shape as Record<string, unknown>).flatMap(([k, v]) => [
        [[...at, k], k, v] as [Step[], string, unknown],
        ...fieldsOf(v, [...at, k], seen),
      ]);
    case 'array':
      return fieldsOf(d.element, [...at, '*'], seen);
    case 'union':
      return (d.options as unknown[]).flatMap((o) => fieldsOf(o, at, seen));
    case 'intersection':
      return [...fieldsOf(d.left, at, seen), ...fieldsOf(d.right, at, seen)];
    case 'record':
      return fieldsOf(d.valueType, [...at, '*'], seen);
    default:
      return [];
  }
}
const containsLink = (schema: unknown) => !!kindOf(schema) || fieldsOf(schema).some(([, , f]) => !!kindOf(f));

/** The words of a field's name: avatarUrl → avatar, url; jump_url → jump, url; linkman → linkman. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const LINK_WORDS = new Set(['link', 'links', 'url', 'urls', 'href', 'hrefs', 'jump', 'jumpto', 'uri']);
const looksLikeLink = (name: string) => wordsOf(name).some((w) => LINK_WORDS.has(w));

/** A valid value of a schema, plain, keeping every part that holds a link. */
function sample(schema: unknown): unknown {
  const d = defOf(schema);
  if (WRAPPERS.has(d.type)) {
    if (d.type === 'default' || d.type === 'prefault')
      return structuredClone(typeof d.defaultValue === 'function' ? d.defaultValue() : d.defaultValue);
    const v = sample(d.innerType);
    if (d.type === 'nullable' && !(schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse(v).success)
      return null;
    return v;
  }
  if (kindOf(schema)) return '';
  const fits = (v: unknown) => (schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse(v).success;
  const first = (vs: unknown[]) => vs.find(fits) ?? vs[0];
  switch (d.type) {
    case 'pipe':
      return sample(d.in);
    case 'lazy':
      return sample(d.getter());
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, f] of Object.entries(d.shape as Record<string, unknown>)) {
        const t = defOf(f).type;
        // Left out when it may be, unless a link is inside (the walk needs it there).
        if (t === 'optional' && !containsLink(f)) continue;
        o[k] = sample(f);
      }
      return o;
    }
    case 'array': {
      const min = (d.checks ?? [])
        .map((c: Zod) => c._zod.def)
        .find((c: Record<string, any>) => c.check === 'min_length' || c.check === 'length_equals');
      return Array.from({ length: min?.minimum ?? min?.length ?? 0 }, () => sample(d.element));
    }
    case 'union':
      return first((d.options as unknown[]).map(sample));
    case 'literal':
      return d.values[0];
    case 'enum':
      return Object.values(d.entries)[0];
    case 'boolean':
      return true;
    case 'number':
    case 'int':
      return first([1, 0, 2, 10]);
    case 'record':
      return {};
    case 'null':
      return null;
    case 'string':
      return first(['x', 'fuzz', '2026-01-01T00:00:00Z', '2026-01-01', 'a@example.com', '1', '']);
    default:
      return undefined;
  }
}

/** The places in `value` (valid for `schema`) that hold a saved link: path and kind. */
function linksIn(schema: unknown, value: unknown, at: Step[] = []): { at: Step[]; kind: 'link' | 'address' }[] {
  const kind = kindOf(schema);
  if (kind) return [{ at, kind }];
  const s = inner(schema);
  const d = defOf(s);
  if (d.type === 'object' && value && typeof value === 'object') {
    return Object.entries(d.shape as Record<string, unknown>).flatMap(([k, f]) =>
      k in value ? linksIn(f, (value as Record<string, unknown>)[k], [...at, k]) : [],
    );
  }
  if (d.type === 'array' && Array.isArray(value)) return value.flatMap((v, i) => linksIn(d.element, v, [...at, i]));
  if (d.type === 'union') {
    const option = (d.options as { safeParse: (v: unknown) => { success: boolean } }[]).find(
      (o) => o.safeParse(value).success,
    );
    return option ? linksIn(option, value, at) : [];
  }
  return [];
}

function withValue(body: unknown, at: Step[], v: string): unknown {
  const copy = structuredClone(body) as Record<Step, unknown>;
  let o = copy;
  for (const k of at.slice(0, -1)) o = o[k] as Record<Step, unknown>;
  o[at.at(-1)!] = v;
  return copy;
}

const key = (c: CallDef) => `${c.method} ${c.path}`;
const LINK_CALLS = CALLS.filter((c) => c.body && containsLink(c.body));

describe('the link gate (no database)', () => {
  it('every request-body field named like a link is a saved link, or says why it is none', () => {
    const wrong: string[] = [];
    for (const c of CALLS) {
      for (const schema of [c.body, c.query].filter(Boolean)) {
        for (const [at, name, field] of fieldsOf(schema)) {
          if (!looksLikeLink(name) || !takesText(field)) continue;
          if (!kindOf(field) && !notLinkWhy(field)) wrong.push(`${key(c)} ${at.join('.')}`);
        }
      }
    }
    expect(
      wrong,
      'fields named like a link without the link rule (link.ts savedLink) and without LINK_NOT_META',
    ).toEqual([]);
  });

  it('finds the calls that save a link today (banners in three slots, the home page, the menu catalogue)', () => {
    expect(LINK_CALLS.map(key).sort()).toEqual(
      expect.arrayContaining([
        'POST /api/Banner/Pc/Save',
        'POST /api/Banner/Ad/Save',
        'POST /api/Banner/Wxapp/Save',
        'POST /api/Space/SaveHomePage',
        'POST /api/Menu/Add',
        'POST /api/Menu/Change',
      ]),
    );
  });

  it('builds for each of them a valid body with every link in place', () => {
    for (const c of LINK_CALLS) {
      const body = sample(c.body);
      const parsed = (
        c.body as unknown as { safeParse: (v: unknown) => { success: boolean; error?: unknown } }
      ).safeParse(body);
      expect(parsed.success, `${key(c)}: ${JSON.stringify(parsed.error)}`).toBe(true);
      expect(linksIn(c.body, body).length, key(c)).toBeGreaterThan(0);
    }
  });
});

let ctx: TestContext;
const { q } = testCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** What the tables holding links hold, as one fingerprint. */
async function stored(): Promise<string> {
  const [r] = await q(`select
    (select coalesce(md5(string_agg(b::text, '|' order by id)), '') from banners b) as banners,
    (select coalesce(md5(string_agg(m::text, '|' order by id)), '') from menus m) as menus,
    (select coalesce(md5(string_agg(d::text, '|' order by gscode, kind)), '') from branch_documents d) as docs`);
  return JSON.stringify(r);
}

describe('every call that saves a link', () => {
  it('refuses each hostile link in each link field (400, code 8, the field and its rule in cn and en); nothing is stored', async () => {
    const admin = await ctx.login('001', 'admin');
    // The menu catalogue's calls answer only the platform owner's branch (403 to any other).
    const owner = await ctx.login('000', 'owner');
    const before = await stored();
    let sent = 0;
    for (const c of LINK_CALLS) {
      const caller = c.platformOnly ? owner : admin;
      const body = sample(c.body);
      for (const place of linksIn(c.body, body)) {
        const rule = linkRuleOf({ paths: place.kind !== 'address' });
        const field = place.at.join('.');
        for (const [link, why] of HOSTILE_LINKS) {
          for (const lang of ['cn', 'en'] as const) {
            const res = await ctx.app.inject({
              method: c.method as 'POST',
              url: c.path,
              payload: withValue(body, place.at, link) as object,
              headers: { ...caller.headers, ...(lang === 'en' ? { 'accept-language': 'en' } : {}) },
            });
            const label = `${key(c)} ${field} ${JSON.stringify(link)} (${why}) ${lang}: ${res.body}`;
            expect(res.statusCode, label).toBe(400);
            const { code, msg } = res.json();
            expect(code, label).toBe(8);
            // The field is named by its label (the last step of its place), in the caller's language.
            expect(msg, label).toContain(contract.FIELD_LABELS[place.at[place.at.length - 1]][lang]);
            // NUL is refused before any schema runs, with its own words.
            if (!link.includes('\u0000')) expect(msg, label).toContain(rule[lang]);
            else expect(msg, label).toMatch(lang === 'cn' ? /空字符/ : /NUL/);
            sent++;
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(LINK_CALLS.length * HOSTILE_LINKS.length * 2);
    expect(await stored()).toBe(before);
  });
});

describe('the public reads', () => {
  it('never hand out a link failing the rule, even from rows put straight into the database', async () => {
    const all = [...HOSTILE_LINKS.map(([l]) => l), ...GOOD_LINKS].filter((l) => !l.includes('\u0000'));
    await q(`delete from banners where gscode = '001' and slot = 'pc'`);
    for (const [i, link] of all.slice(0, 50).entries()) {
      await q(
        `insert into banners (gscode, slot, image, title, link, sort, status) values ('001', 'pc', 'x', $1, $2, $3, 1)`,
        [`b${i}`, link, i],
      );
    }
    const banners = (await ctx.app.inject({ method: 'GET', url: '/api/Public/Banners?branch=001&slot=pc' })).json();
    expect(banners.code, JSON.stringify(banners)).toBe(0);
    expect(banners.data.length).toBe(50);
    for (const [i, b] of (banners.data as { link: string; title: string }[]).entries()) {
      const original = all[i];
      expect(b.link, JSON.stringify(original)).toBe(isSafeLink(original) ? original : '');
    }

    // The home page's notice bar: a bad link reads as none; its text stays.
    for (const link of ['/\\evil.example/x', 'javascript:alert(1)', '/a"><script>', '//evil.example']) {
      const layout = { sections: [{ key: 'notice', enabled: true, text: '店庆', textEn: 'Anniversary', link }] };
      await q(
        `insert into branch_documents (gscode, kind, value, version) values ('001', 'home', $1::jsonb, 1)
               on conflict (gscode, kind) do update set value = excluded.value, version = branch_documents.version + 1`,
        [JSON.stringify(layout)],
      );
      const home = (await ctx.app.inject({ method: 'GET', url: '/api/Public/Home?branch=001' })).json();
      expect(home.code, JSON.stringify(home)).toBe(0);
      const notice = (home.data.sections as { key: string; link?: string; text?: string }[]).find(
        (s) => s.key === 'notice',
      );
      expect(notice, JSON.stringify(home)).toMatchObject({ text: '店庆', textEn: 'Anniversary', link: '' });
    }
  });

  it("the console's menu hands out no failing link either", async () => {
    const [row] = await q(`select id from menus where menutype = 'menu' and status = 1 order by id limit 1`);
    await q(`update menus set link = 'javascript:alert(1)' where id = $1`, [row.id]);
    const admin = await ctx.login('001', 'admin');
    const res = (
      await ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', headers: admin.headers })
    ).json();
    expect(res.code, JSON.stringify(res).slice(0, 300)).toBe(0);
    const links = [...res.data, ...(res.data2 ?? []), ...(res.data3 ?? [])].map((m: { link: string }) => m.link);
    expect(links.every((l: string) => isSafeLink(l, { paths: false }))).toBe(true);
    await q(`update menus set link = '' where id = $1`, [row.id]);
  });
});

describe('migration 0029_safe_links', () => {
  const file = path.join(MIGRATIONS_DIR, '0029_safe_links.sql');
  const text = fs.readFileSync(file, 'utf8');

  it('applies the very text of the TypeScript rule', () => {
    expect(text).toContain(`'${LINK_PATTERN_SOURCE}'`);
  });

  it('clears exactly the stored links the rule refuses, in banners, menus and the home page, and logs each', async () => {
    // PostgreSQL stores no NUL: those cannot be in a row.
    const all = [...HOSTILE_LINKS.map(([l]) => l), ...GOOD_LINKS].filter((l) => !l.includes('\u0000'));
    await q(`delete from banners`);
    const banners: number[] = [];
    const menus: number[] = [];
    for (const [i, link] of all.entries()) {
      const [b] = await q(
        `insert into banners (gscode, slot, image, title, link, sort) values ('001', 'ad', 'x', $1, $2, $3) returning id`,
        [`m${i}`, link, i],
      );
      banners.push(b.id);
      const [m] = await q(
        `insert into menus (menuname, menuename, menutype, url, link, embed) values ($1, $1, 'menu', '', $2, true) returning id`,
        [`link-test-${i}`, link],
      );
      menus.push(m.id);
    }
    const sections = all.map((link) => ({ key: 'notice', enabled: true, text: 't', textEn: 't', link }));
    await q(
      `insert into branch_documents (gscode, kind, value, version) values ('001', 'home', $1::jsonb, 1)
             on conflict (gscode, kind) do update set value = excluded.value, version = 1`,
      [JSON.stringify({ sections })],
    );
    const [{ n: logsBefore }] = await q(`select count(*)::int as n from operation_log where method = 'MIGRATE'`);

    for (const stmt of text.split('--> statement-breakpoint')) if (stmt.trim()) await q(stmt);

    const bannerRows = await q(`select id, link, version from banners order by sort`);
    const menuRows = await q(`select id, link, embed from menus where id = any($1::int[]) order by id`, [menus]);
    const [home] = await q(`select value, version from branch_documents where gscode = '001' and kind = 'home'`);
    const wrong: string[] = [];
    for (const [i, link] of all.entries()) {
      const keepBanner = isSafeLink(link);
      const keepMenu = isSafeLink(link, { paths: false });
      if (bannerRows[i].link !== (keepBanner ? link : '')) wrong.push(`banner ${JSON.stringify(link)}`);
      if (menuRows[i].link !== (keepMenu ? link : '')) wrong.push(`menu ${JSON.stringify(link)}`);
      if (menuRows[i].embed !== keepMenu) wrong.push(`menu embed ${JSON.stringify(link)}`);
      if (home.value.sections[i].link !== (keepBanner ? link : '')) wrong.push(`home ${JSON.stringify(link)}`);
      if (home.value.sections[i].text !== 't') wrong.push(`home text ${JSON.stringify(link)}`);
    }
    expect(wrong, 'the SQL and the TypeScript rule disagree').toEqual([]);
    expect(home.version).toBe(2);

    const cleared = all.filter((l) => !isSafeLink(l)).length;
    const clearedMenus = all.filter((l) => !isSafeLink(l, { paths: false })).length;
    const logs = await q(
      `select gscode, user_id, target_id, diff, action, outcome from operation_log where method = 'MIGRATE' order by id`,
    );
    expect(logs.length - logsBefore).toBe(cleared * 2 + clearedMenus);
    const hostile = all.indexOf('/\\evil.example/x');
    expect(logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          gscode: '001',
          user_id: null,
          target_id: `banners:${banners[hostile]}`,
          diff: { link: ['/\\evil.example/x', ''] },
          outcome: 'ok',
        }),
        expect.objectContaining({
          gscode: '',
          target_id: `menus:${menus[hostile]}`,
          diff: { link: ['/\\evil.example/x', ''] },
        }),
        expect.objectContaining({
          gscode: '001',
          target_id: `branch_documents:home:sections:${hostile}:notice`,
          diff: { link: ['/\\evil.example/x', ''] },
        }),
      ]),
    );

    // Once more: nothing left to clear.
    for (const stmt of text.split('--> statement-breakpoint')) if (stmt.trim()) await q(stmt);
    const [{ n: logsAfter }] = await q(`select count(*)::int as n from operation_log where method = 'MIGRATE'`);
    expect(logsAfter).toBe(logs.length);
  });
});
