import { createHash, randomBytes } from 'node:crypto';
import * as contract from '@bo/contract';
import { Code, type CallDef } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { readOpenApi, typesOf, type OpenApi, type Operation as DocOperation, type Parameter, type Schema } from '../../test/openapi.js';
import { makePng, multipartBody } from '../../test/images.js';
import { sampleFiles, type SampleFile } from '../../test/sample-files.js';
import { readableAnswer } from '../../test/export-answer.js';
import { buildApp } from '../app.js';
import { storeImage } from '../modules/uploads/service.js';

/**
 * Issue 7, item 7: every call refused where it must be. The walk reads the OpenAPI document
 * (/docs/json), so a call added later is covered without touching this file:
 *  a) without a valid session, every non-public call answers HTTP 401 code 7 and changes nothing;
 *  b) a role lacking a call's mark is refused (HTTP 403 code 8, an operation-log row "denied"),
 *     a call without a mark answers the same whatever the role holds;
 *  c) a session of another branch gets no row of a branch, and changes none, whatever identifiers
 *     of that branch it sends.
 * Requests are derived from each call's schema; parameters with a known meaning (gscode,
 * guestcode, guestname, username, …id) are filled with real identifiers of the branch under test.
 */

let ctx: TestContext;
const q = <R extends Record<string, any> = Record<string, any>>(text: string, values: unknown[] = []) =>
  ctx.db.$client.query<R>(text, values).then((r) => r.rows);

// ---------------------------------------------------------------------------------------------
// The document and the contract

/** An input of a call: a query or path parameter, or a field of its JSON body. */
type Slot = Parameter | { in: 'body'; name: string; required: boolean; schema: Schema };
/** A call of the document, with what the contract says of it. */
interface Operation extends DocOperation {
  /** Fastify's form of the path (:param, not {param}), as the operation log stores it. */
  routeUrl: string;
  mark: string | null;
  isPublic: boolean;
  slots: Slot[];
}
/** `files`: a file upload (multipart/form-data): a small file of the documented type in each file field. */
interface Req { method: string; url: string; payload?: Record<string, unknown>; files?: SampleFile[]; label: string }

let api: OpenApi;
let ops: Operation[] = [];

const isCall = (v: unknown): v is CallDef =>
  typeof v === 'object' && v !== null && typeof (v as CallDef).method === 'string' && typeof (v as CallDef).path === 'string'
  && 'mark' in v && 'data' in v;
const CALLS = (Object.values(contract) as unknown[]).filter(isCall);
const callId = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
/**
 * Calls only the platform owner's branch may make (the menu catalogue's changes): another
 * branch's role holding the mark is refused too (escalation.test.ts), so the probe of 000 walks them.
 */
const PLATFORM_ONLY = new Set(contract.PLATFORM_ONLY_CALLS.map((c) => callId(c.method, toOpenApiPath(c.path))));

function operationsOf(operations: DocOperation[]): Operation[] {
  const byId = new Map(CALLS.map((c) => [callId(c.method, toOpenApiPath(c.path)), c]));
  return operations.map((o) => {
    const call = byId.get(o.id);
    const fields = Object.entries(o.body?.properties ?? {}).map(([name, schema]): Slot => (
      { in: 'body', name, required: (o.body?.required ?? []).includes(name), schema }));
    return {
      ...o,
      routeUrl: o.path.replace(/\{(\w+)\}/g, ':$1'),
      mark: call && call.mark !== 'public' ? call.mark : null,
      isPublic: call?.mark === 'public',
      slots: [...o.parameters, ...fields],
    };
  }).sort((a, b) => a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------------------------------------
// Requests derived from the schemas

/** The identifiers a request may carry: the caller's own and those of the branch under test. */
interface Ids {
  gscode: string;
  /** The branch's customer code (the users' reguserno; "guestcode" in the spec's calls). */
  reguserno: string;
  /** A client of the branch: its customer number and name. */
  clientCode: string;
  clientName: string;
  userNames: string[];
  /** Row ids of the branch (clients, orders, members, log rows …), for parameters named …id. */
  rowIds: number[];
}
interface Scene { own: Ids; target: Ids }

const OMIT = Symbol('omit');
const uniq = <T>(xs: T[]) => [...new Set(xs)];
const today = () => new Date().toISOString().slice(0, 10);

/** Values of parameters whose name says what they identify. */
function namedValues(name: string, scene: Scene): unknown[] | undefined {
  const { own, target } = scene;
  switch (name.toLowerCase()) {
    case 'gscode': return [target.gscode, own.gscode];
    case 'guestcode': return [target.reguserno, target.clientCode, own.reguserno];
    case 'guestname': return [target.clientName];
    case 'username': return target.userNames;
    case 'client': return [target.clientCode];
  }
  if (/(^id|Id|_id)$/.test(name)) return target.rowIds;
  return undefined;
}

function fits(s: Schema, v: unknown): boolean {
  const type = typesOf(s);
  if (typeof v === 'string') {
    return (type.length === 0 || type.includes('string')) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
  }
  if (typeof v === 'number') {
    return (type.includes('integer') || type.includes('number')) && v >= (s.minimum ?? -Infinity) && v <= (s.maximum ?? Infinity);
  }
  return true;
}

/** Plausible valid values of a schema; `full` adds the other enum values and the upper bound. */
function genericValues(schema: Schema, full: boolean): unknown[] {
  const s = api.resolve(schema);
  if (s.const !== undefined) return [s.const];
  if (s.enum?.length) return full ? s.enum : [s.enum[0]];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return genericValues(alternatives[0], full);
  if (s.allOf?.length) return genericValues(Object.assign({}, ...s.allOf.map(api.resolve)), full);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
      const base = typeof s.default === 'number' ? s.default : Math.min(low ?? 1, s.maximum ?? Infinity);
      // The upper bound of a page size shows every row, so nothing hides behind a short page.
      return full && s.maximum !== undefined && s.maximum <= 1000 && s.maximum !== base ? [base, s.maximum] : [base];
    }
    case 'boolean':
      return full ? [true, false] : [true];
    case 'null':
      return [null];
    case 'array': {
      const item = genericValues(s.items ?? {}, false)[0];
      return [Array.from({ length: s.minItems ?? 0 }, () => item)];
    }
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const k of s.required ?? []) o[k] = genericValues(s.properties?.[k] ?? {}, false)[0];
      return [o];
    }
    default: {
      if (typeof s.default === 'string') return [s.default];
      if (s.format === 'date') return [today()];
      if (s.format === 'date-time') return [new Date().toISOString()];
      if (s.format === 'email') return ['probe@example.com'];
      // A string the contract gives an example of (a pattern the generic 'x' does not match, e.g. a backup's name).
      if (typeof s.example === 'string') return [s.example];
      return ['x'.repeat(Math.min(Math.max(s.minLength ?? 1, 1), s.maxLength ?? Infinity))];
    }
  }
}

/**
 * Valid values of parameters whose rules the document does not show (a comma-separated list of
 * words, a decimal amount): one each, so the walk gets past validation without more requests.
 */
/** An image of the probe's branch (stored before the walk), for the fields that must name an uploaded image. */
const PROBE_PNG = makePng(3, 3, [1, 2, 3]);
const PROBE_IMAGE = `/api/Upload/File/001/${createHash('sha256').update(PROBE_PNG).digest('hex')}.png`;

const VALID_BY_NAME: Record<string, string> = {
  amount: '1', amountmin: '1', amountmax: '1', method: 'wechat', state: 'success', status: '1', paystate: 'unpaid', channel: 'pc',
  // The logs' filters (logs.ts): an outcome word both logs know, an action as method and path.
  outcome: 'ok', action: 'POST /api/UManage/UpdateClient',
  // A menu row (menu-admin.ts): a free route, a mark, an icon and an address of the right forms.
  url: '/probe-walk/page', permission: 'probe:walk', icon: 'AppstoreOutlined', link: 'https://example.com/probe',
  // A credit application's limit (credit.ts): a decimal amount.
  maxprice: '1',
  // A banner's image (banners.ts): an upload of the probe's branch.
  image: PROBE_IMAGE,
  // A product's price range (products.ts): yuan, two decimals.
  pricemin: '1', pricemax: '1',
};

function candidates(slot: Slot, scene: Scene, full: boolean): unknown[] {
  const s = api.resolve(slot.schema);
  const named = namedValues(slot.name, scene)?.filter((v) => fits(s, v));
  if (named?.length) return uniq(named);
  const valid = VALID_BY_NAME[slot.name.toLowerCase()];
  return uniq(valid !== undefined && fits(s, valid) && !api.resolve(s).enum ? [valid] : genericValues(s, full));
}

/** Every combination when they are few, else each value of each parameter once beside the first of the others. */
function combinations(choices: unknown[][], cap = 96): unknown[][] {
  const size = choices.reduce((n, c) => n * c.length, 1);
  if (size <= cap) return choices.reduce<unknown[][]>((acc, c) => acc.flatMap((a) => c.map((v) => [...a, v])), [[]]);
  const base = choices.map((c) => c[0]);
  const out = [base];
  choices.forEach((c, i) => c.slice(1).forEach((v) => out.push(base.map((b, j) => (j === i ? v : b)))));
  return out;
}

/**
 * The requests of one call. `min`: required parameters only (a minimal valid request);
 * `full`: every query and path parameter and the body fields that name something filled too,
 * the identifiers in every combination, the others with one value (the widest: a page size at
 * its maximum shows every row); `each`: every value of every parameter, each once.
 */
function requestsFor(op: Operation, scene: Scene, mode: 'min' | 'full' | 'each'): Req[] {
  const choices = op.slots.map((slot) => {
    const named = namedValues(slot.name, scene) !== undefined;
    if (!slot.required && (mode === 'min' || (slot.in === 'body' && !named))) return [OMIT];
    const values = candidates(slot, scene, mode !== 'min');
    if (mode === 'full' && !named) return [values.reduce((a, b) => (typeof a === 'number' && typeof b === 'number' && b > a ? b : a))];
    return slot.required ? values : [...values, OMIT];
  });
  return combinations(choices, mode === 'each' ? 1 : undefined).map((combo) => {
    let url = op.path;
    const query = new URLSearchParams();
    const payload: Record<string, unknown> = {};
    op.slots.forEach((slot, i) => {
      const v = combo[i];
      if (v === OMIT) return;
      if (slot.in === 'path') url = url.replace(`{${slot.name}}`, encodeURIComponent(String(v)));
      else if (slot.in === 'query') for (const x of Array.isArray(v) ? v : [v]) query.append(slot.name, String(x));
      else payload[slot.name] = v;
    });
    const qs = query.toString();
    const full = qs ? `${url}?${qs}` : url;
    return {
      method: op.method,
      url: full,
      ...(op.multipart ? { files: sampleFiles(op.multipart, 'probe') } : op.hasBody ? { payload } : {}),
      label: `${op.method} ${full}${op.multipart ? ` with ${sampleFiles(op.multipart, 'probe').map((f) => `${f.filename} in ${f.field}`).join(', ')}` : op.hasBody ? ` ${JSON.stringify(payload)}` : ''}`,
    };
  });
}

/** The answer; an export's body read as text (its cells and frames), so leaks and moves show in it too. */
async function send(req: Req, headers: Record<string, string>, app: TestContext['app'] = ctx.app) {
  return readableAnswer(await app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: { 'accept-language': 'en', ...headers },
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
    ...(req.files ? multipartOf(req.files, headers) : {}),
  }));
}

/** A multipart body with the sample files, and its content type beside the headers. */
function multipartOf(files: SampleFile[], headers: Record<string, string>) {
  const body = multipartBody(files);
  return { payload: body.payload, headers: { 'accept-language': 'en', ...headers, ...body.headers } };
}

const envelopeOf = (body: string): { code?: number; msg?: string; data?: unknown } => {
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
};

/**
 * A signed-in account. A write that succeeds may end its session (sign-out, switch, password
 * change), so it signs in again after one; any other code 7 is the server's mistake.
 */
class Caller {
  private headers?: Record<string, string>;
  userId = 0;
  constructor(readonly gscode: string, readonly userName: string) {}
  async session() {
    if (!this.headers) {
      const u = await ctx.login(this.gscode, this.userName);
      this.headers = u.headers;
      this.userId = u.ID;
    }
    return this.headers;
  }
  async call(req: Req) {
    const res = await send(req, await this.session());
    if (req.method !== 'GET' && res.statusCode === 200 && envelopeOf(res.body).code === Code.OK) this.headers = undefined;
    return res;
  }
}

/** The call with no parameter and an empty body: invalid wherever something is required. */
function bareRequest(op: Operation): Req {
  const url = op.path.replace(/\{\w+\}/g, '0');
  return { method: op.method, url, ...(op.hasBody ? { payload: {} } : {}), label: `${op.method} ${url} without input` };
}

// ---------------------------------------------------------------------------------------------
// Data: canaries, probe accounts, snapshots

interface Branch { ids: Ids; markers: string[] }
const branches: Record<string, Branch> = {};

/**
 * Rows of every kind in `gscode` that no other branch may ever see. Identifiers (codes, names)
 * are what a caller may send; the canary string sits in the other fields, so a response that
 * merely echoes a request is no false alarm.
 */
async function plantCanaries(gscode: string, amount: string, tag = ''): Promise<Branch> {
  const canary = `CANARY${gscode}${tag}`;
  const [branch] = await q('select guestcode, name, longname from branches where gscode = $1', [gscode]);
  const clientCode = `K${gscode}X${tag}`;
  const clientName = `金鼎${gscode}号${tag}`;
  const [client] = await q(
    `insert into clients (gscode, guestcode, guestname, longname, linkman, note, address, mobile, email)
     values ($1, $2, $3, $4 || ' 有限公司', $4 || ' linkman', $4 || ' note', $4 || ' address', '13900000000', lower($4) || '@example.com') returning id`,
    [gscode, clientCode, clientName, canary]);
  const [member] = await q(`insert into members (gscode, client_id, user_name, wx_openid) values ($1, $2, $3 || '-member', $3 || '-openid') returning id`, [gscode, client.id, canary]);
  const [order] = await q(`insert into orders (gscode, orderno, client_id, status, amount) values ($1, $3 || '-O1', $2, 1, $4) returning id`, [gscode, client.id, canary, amount]);
  await q(`insert into order_lines (order_id, gscode, product, qty, price, amount) values ($1, $2, $3 || ' product', 1, $4, $4)`, [order.id, gscode, canary, amount]);
  const [payment] = await q(
    `insert into payments (gscode, order_id, client_id, amount, method, reference, reason) values ($1, $2, $3, $4, 'wechat', $5 || '-pay', $5 || ' reason') returning id`,
    [gscode, order.id, client.id, amount, canary]);
  const [cart] = await q(
    `insert into carts (gscode, client_id, member_id, items, item_count, qty, amount) values ($1, $2, $3, $4 || ' cart', 1, 1, 1) returning id`,
    [gscode, client.id, member.id, canary]);
  await q(`insert into cart_items (cart_id, product, qty, price, amount) values ($1, $2 || ' cart', 1, 1, 1)`, [cart.id, canary]);
  const [visit] = await q(`insert into visits (gscode, visitor_id, client_id, page) values ($1, $2 || '-visitor', $3, '/' || $2) returning id`, [gscode, canary, client.id]);
  const [login] = await q(
    `insert into login_log (gscode, user_name, ip, user_agent, success, reason) values ($1, 'canary-login', '10.0.0.7', $2 || ' agent', true, 'ok') returning id`,
    [gscode, canary]);
  const [oplog] = await q(
    `insert into operation_log (gscode, user_name, method, path, action, target_id, outcome, diff)
     values ($1, $2 || '-user', 'POST', '/api/canary', $2 || ' action', $2, 'ok', jsonb_build_object('note', jsonb_build_array('', $2::text))) returning id`,
    [gscode, canary]);
  const [role] = await q(`insert into roles (gscode, code, name, name_en) values ($1, $2, $3 || ' 角色', $3 || ' role') returning id`, [gscode, `canary${tag}`, canary]);
  const people = await q<{ nick_name: string; operators: string }>('select nick_name, operators from users where gscode = $1', [gscode]);
  return {
    ids: {
      gscode, reguserno: branch.guestcode, clientCode, clientName, userNames: ['admin', 'canary-login'],
      rowIds: uniq([client.id, member.id, order.id, payment.id, cart.id, visit.id, login.id, oplog.id, role.id].map(Number)),
    },
    markers: uniq([canary, branch.name, branch.longname, amount, ...people.flatMap((p) => [p.nick_name, p.operators]).filter((s) => s.length >= 4)]),
  };
}

/**
 * One hash per table of the rows in scope (of one branch where the table has a gscode column, or
 * of the branch's users where it has a user_id column and no gscode, e.g. table_prefs; else all);
 * sessions' last_seen_at is left out (touched by reads, at most every 30 s).
 */
async function fingerprint(opts: { gscode?: string; skip?: string[] } = {}): Promise<Record<string, string>> {
  const tables = await q<{ t: string; g: boolean; u: boolean }>(
    `select table_name as t, bool_or(column_name = 'gscode') as g, bool_or(column_name = 'user_id') as u
       from information_schema.columns where table_schema = 'public' group by table_name order by table_name`);
  const out: Record<string, string> = {};
  for (const { t, g, u } of tables) {
    if (opts.skip?.includes(t)) continue;
    const scope = opts.gscode === undefined ? ''
      : g ? 'where t.gscode = $1'
      // A switch grant hands out its target account: it is the target's branch's to make or revoke
      // (docs/decisions.md "Switch account"), whichever branch the grantee is of.
      : t === 'switch_grants' ? 'where t.target_user_id in (select id from users where gscode = $1)'
      : u ? 'where t.user_id in (select id from users where gscode = $1)'
      : '';
    const [r] = await q(
      `select count(*)::int as n, md5(coalesce(string_agg(j, '|' order by j), '')) as h
         from (select (to_jsonb(t) - 'last_seen_at')::text as j from "${t}" t ${scope}) x`,
      scope ? [opts.gscode] : []);
    out[t] = `${r.n} rows, md5 ${r.h}`;
  }
  return out;
}
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  uniq([...Object.keys(before), ...Object.keys(after)]).filter((t) => before[t] !== after[t]);

/** The probe: an account of 001 whose role ("probe") the tests grant and take marks from. */
let probeRoleId: number;
let adminRoleId: number;
let probeScene: Scene;
/** The same in the platform owner's branch 000, for the calls only it may make (PLATFORM_ONLY). */
let platformProbeRoleId: number;
let platformAdminRoleId: number;
let platformScene: Scene;

/** The probe of the branch that may make the call, and the identifiers it sends. */
const probeOf = (op: Operation) => (PLATFORM_ONLY.has(op.id) ? { gscode: '000' as const, scene: platformScene } : { gscode: '001' as const, scene: probeScene });

async function setProbeGrants(how: 'all' | 'none' | 'drop' | 'inactive', mark = '') {
  for (const [probe, admin] of [[probeRoleId, adminRoleId], [platformProbeRoleId, platformAdminRoleId]]) {
    await q('delete from role_menus where role_id = $1', [probe]);
    if (how === 'none') continue;
    // Every grant of the administrator, except (drop) or deactivating (inactive) the rows carrying the mark.
    await q(
      `insert into role_menus (role_id, menu_id, active)
       select $1, rm.menu_id, case when m.permission = $3 and $4::boolean then false else rm.active end
         from role_menus rm join menus m on m.id = rm.menu_id
        where rm.role_id = $2 and not ($5::boolean and m.permission = $3)`,
      [probe, admin, mark, how === 'inactive', how === 'drop']);
  }
}

async function addAccount(gscode: string, userName: string, roleCode: string) {
  await q(
    `insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, password_hash)
     select $1, $2, $2 || '-' || $1, b.guestcode, $3, '', (select password_hash from users where gscode = '001' and user_name = 'admin')
       from branches b where b.gscode = $1`,
    [gscode, userName, roleCode]);
}

/** Per call: a request that passes validation and reaches the handler for a role holding every grant. */
const controls = new Map<string, { req: Req; status: number; code: number | undefined }>();
const controlProblems: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000', LOGIN_MAX_FAILURES: '1000',
    // A push stream answers its first event and ends, like every other call the walk waits for.
    PUSH_STREAM_MAX_SECONDS: '0',
  });
  await storeImage(ctx.db, { gscode: '001', userId: null }, PROBE_PNG);
  api = await readOpenApi(ctx.app);
  ops = operationsOf(api.operations);

  branches['001'] = await plantCanaries('001', '700001.17');
  branches['002'] = await plantCanaries('002', '700002.27');

  // The probe role in 001, and a role of the same code in 002 holding every grant: marks of a
  // role of another branch must never count.
  [{ id: adminRoleId }] = await q(`select id from roles where gscode = '001' and code = 'admin'`);
  [{ id: probeRoleId }] = await q(`insert into roles (gscode, code, name, name_en) values ('001', 'probe', '探针', 'Probe') returning id`);
  const [{ id: otherProbe }] = await q(`insert into roles (gscode, code, name, name_en) values ('002', 'probe', '探针', 'Probe') returning id`);
  await q(
    `insert into role_menus (role_id, menu_id, active)
     select $1, menu_id, active from role_menus where role_id = (select id from roles where gscode = '002' and code = 'admin')`,
    [otherProbe]);
  await addAccount('001', 'probe', 'probe');
  // An administrator of each branch holding no switch grant (the seeded ones are granted each other's account).
  await addAccount('001', 'admin2', 'admin');
  await addAccount('002', 'admin2', 'admin');

  // The probe works on a client of its own, so the canaries stay as planted.
  await q(`insert into clients (gscode, guestcode, guestname, longname) values ('001', 'K001P', '探针客户', '探针客户有限公司')`);
  const own: Ids = { ...branches['001'].ids, clientCode: 'K001P', clientName: '探针客户', userNames: ['probe', 'admin'] };
  probeScene = { own, target: own };

  // The platform's probe works on a custom menu row of its own (the menu catalogue's ids), so the built-in rows stay as they are.
  [{ id: platformAdminRoleId }] = await q(`select id from roles where gscode = '000' and code = 'admin'`);
  [{ id: platformProbeRoleId }] = await q(`insert into roles (gscode, code, name, name_en) values ('000', 'probe', '探针', 'Probe') returning id`);
  await addAccount('000', 'probe', 'probe');
  const [{ id: probeMenuId }] = await q(
    `insert into menus (menuname, menuename, menutype, url, sort) values ('探针目录', 'Probe directory', 'directory', '/probe-walk', 900) returning id`);
  const platformOwn: Ids = { ...own, gscode: '000', reguserno: 'P000', userNames: ['probe', 'owner'], rowIds: [Number(probeMenuId)] };
  platformScene = { own: platformOwn, target: platformOwn };

  await setProbeGrants('all');
  const probes = { '001': new Caller('001', 'probe'), '000': new Caller('000', 'probe') };
  for (const op of ops.filter((o) => !o.isPublic)) {
    // The first request that succeeds; else the first that reaches the handler; else the first.
    const tried: { req: Req; status: number; code: number | undefined; reached: boolean }[] = [];
    const { gscode, scene } = probeOf(op);
    for (const req of requestsFor(op, scene, 'min')) {
      const r = await probes[gscode].call(req);
      const code = envelopeOf(r.body).code;
      if (r.statusCode >= 500) controlProblems.push(`${op.id}: ${req.label} → HTTP ${r.statusCode} ${r.body}`);
      tried.push({ req, status: r.statusCode, code, reached: r.statusCode < 500 && ![400, 401, 403].includes(r.statusCode) });
      if (r.statusCode === 200 && code === 0) break;
    }
    const chosen = tried.find((t) => t.status === 200 && t.code === 0) ?? tried.find((t) => t.reached) ?? tried[0];
    if (!chosen) {
      controlProblems.push(`${op.id}: no request could be built`);
      continue;
    }
    controls.set(op.id, chosen);
    // A marked call must be reachable with every grant, or a refusal would prove nothing.
    if (op.mark && (chosen.status === 400 || chosen.status === 401 || chosen.status === 403)) {
      controlProblems.push(`${op.id}: with every grant of the administrator, ${chosen.req.label} still answers HTTP ${chosen.status} code ${chosen.code}; teach namedValues() a value`);
    }
  }
});
afterAll(() => ctx?.close());

const control = (op: Operation) => {
  const c = controls.get(op.id);
  if (!c) throw new Error(`${op.id}: no control request`);
  return c.req;
};

// ---------------------------------------------------------------------------------------------

describe('the walk', () => {
  it('covers exactly the calls of the contract, and the document marks every non-public call as needing a session', () => {
    const inDoc = ops.map((o) => o.id);
    const inContract = CALLS.map((c) => callId(c.method, toOpenApiPath(c.path))).sort();
    expect(inDoc.filter((id) => !inContract.includes(id)), 'in the document, not in the contract').toEqual([]);
    expect(inContract.filter((id) => !inDoc.includes(id)), 'in the contract, not in the document').toEqual([]);
    expect(ops.filter((o) => o.secured === o.isPublic).map((o) => `${o.id} (public: ${o.isPublic}, security: ${o.secured})`)).toEqual([]);
    expect(ops.filter((o) => o.mark).length).toBeGreaterThan(0);
  });

  it('finds a valid request for every call, and none answers 500', () => {
    expect(controlProblems).toEqual([]);
    expect(ops.filter((o) => !o.isPublic && !controls.has(o.id)).map((o) => o.id)).toEqual([]);
  });
});

describe('a) without a valid session', () => {
  it('every non-public call answers HTTP 401 code 7 and changes nothing', async () => {
    const probe = await ctx.login('001', 'probe');
    const admin = await ctx.login('001', 'admin');
    const ended = await ctx.login('001', 'probe');
    await send({ method: 'POST', url: '/api/LAdmin/AdminLogout', label: 'logout' }, ended.headers);
    const variants: [string, Record<string, string>][] = [
      ['no headers', {}],
      ['a made-up token', { 'x-token': randomBytes(32).toString('base64url'), 'x-user-id': String(probe.ID) }],
      ["a valid token with another user's id", { 'x-token': probe.token, 'x-user-id': String(admin.ID) }],
      ['a valid token without a user id', { 'x-token': probe.token }],
      ['a valid token with a malformed user id', { 'x-token': probe.token, 'x-user-id': `${probe.ID}x` }],
      ['the user id alone', { 'x-user-id': String(probe.ID) }],
      ['the token of an ended session', ended.headers],
    ];
    const before = await fingerprint();
    const problems: string[] = [];
    for (const op of ops.filter((o) => !o.isPublic)) {
      // The session is checked before the input: a request missing every parameter is refused alike.
      for (const req of [control(op), bareRequest(op)]) {
        for (const [what, headers] of variants) {
          const res = await send(req, headers);
          const body = envelopeOf(res.body);
          if (res.statusCode !== 401 || body.code !== Code.SESSION_INVALID || body.data !== null) {
            problems.push(`${op.id} with ${what}: ${req.label} → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await fingerprint()), 'tables changed by calls without a session').toEqual([]);
    // The probe's own session was not disturbed by the misuse of its token.
    expect((await send(control(ops.find((o) => !o.isPublic && o.method === 'GET')!), probe.headers)).statusCode).not.toBe(401);
  });

  it('public calls need no session', async () => {
    const problems: string[] = [];
    for (const op of ops.filter((o) => o.isPublic)) {
      for (const req of requestsFor(op, probeScene, 'min')) {
        const res = await send(req, {});
        if (res.statusCode === 401 || envelopeOf(res.body).code === Code.SESSION_INVALID || res.statusCode >= 500) {
          problems.push(`${op.id}: ${req.label} → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('b) permission marks', () => {
  /** The probes of 001 and 000; a call is walked by the probe of the branch that may make it. */
  const probesByBranch = () => {
    const probes = { '001': new Caller('001', 'probe'), '000': new Caller('000', 'probe') };
    return (op: Operation) => probes[probeOf(op).gscode];
  };
  /** Calls `op` as the probe; it must be refused for lack of the mark and change nothing but one "denied" log row. */
  async function expectRefused(op: Operation, probe: Caller, why: string, problems: string[], req = control(op)) {
    await probe.session();
    const [{ last }] = await q(`select coalesce(max(id), 0)::bigint as last from operation_log`);
    const before = await fingerprint({ skip: ['operation_log'] });
    const res = await probe.call(req);
    const body = envelopeOf(res.body);
    const name = `${op.id} (${why}): ${req.label}`;
    if (res.statusCode !== 403 || body.code !== Code.ERROR || body.data !== null || !body.msg?.includes(op.mark!)) {
      problems.push(`${name} → HTTP ${res.statusCode} ${res.body.slice(0, 200)} (expected HTTP 403 code 8 naming ${op.mark})`);
    }
    const logged = await q(`select gscode, user_id, method, path, outcome from operation_log where id > $1 order by id`, [last]);
    const expected = [{ gscode: probe.gscode, user_id: probe.userId, method: op.method, path: op.routeUrl, outcome: 'denied' }];
    if (JSON.stringify(logged) !== JSON.stringify(expected)) {
      problems.push(`${name} → operation log ${JSON.stringify(logged)}, expected ${JSON.stringify(expected)}`);
    }
    const changed = changedTables(before, await fingerprint({ skip: ['operation_log'] }));
    if (changed.length) problems.push(`${name} → the refused call changed ${changed.join(', ')}`);
  }

  // These walks send several requests per marked call and compare every table around each: their
  // time grows with the contract (about 170 calls now), so they get minutes, not vitest's 30 s.
  const WALK_TIMEOUT_MS = 300_000;

  it("refuses every marked call to a role holding every grant of the administrator but the call's mark (missing or inactive)", async () => {
    const probeFor = probesByBranch();
    const problems: string[] = [];
    for (const op of ops.filter((o) => o.mark)) {
      const probe = probeFor(op);
      for (const how of ['drop', 'inactive'] as const) {
        await setProbeGrants(how, op.mark!);
        await expectRefused(op, probe, how === 'drop' ? `every grant but ${op.mark}` : `${op.mark} granted inactive`, problems);
      }
      // …and with the mark back, the same request goes through.
      await setProbeGrants('all');
      const res = await probe.call(control(op));
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500) problems.push(`${op.id} with every grant → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
   }, WALK_TIMEOUT_MS);

  it('refuses every marked call to a role with no grant at all, and to a disabled role holding every grant', async () => {
    const probeFor = probesByBranch();
    const problems: string[] = [];
    await setProbeGrants('none');
    for (const op of ops.filter((o) => o.mark)) {
      await expectRefused(op, probeFor(op), 'no grant at all', problems);
      // The mark is checked before the input: a request missing every parameter is refused alike.
      await expectRefused(op, probeFor(op), 'no grant, no input', problems, bareRequest(op));
    }
    await setProbeGrants('all');
    await q('update roles set status = 0 where id = any($1)', [[probeRoleId, platformProbeRoleId]]);
    try {
      for (const op of ops.filter((o) => o.mark)) await expectRefused(op, probeFor(op), 'role disabled', problems);
    } finally {
      await q('update roles set status = 1 where id = any($1)', [[probeRoleId, platformProbeRoleId]]);
    }
    expect(problems).toEqual([]);
   }, WALK_TIMEOUT_MS);

  it('answers a call without a mark the same to a role holding every grant and to one holding none', async () => {
    const probe = new Caller('001', 'probe');
    const problems: string[] = [];
    for (const op of ops.filter((o) => !o.isPublic && !o.mark)) {
      const outcome = async () => {
        const res = await probe.call(control(op));
        return `HTTP ${res.statusCode} code ${envelopeOf(res.body).code}`;
      };
      await setProbeGrants('all');
      const all = await outcome();
      await setProbeGrants('none');
      const none = await outcome();
      if (all !== none || /HTTP (401|5\d\d)/.test(all)) problems.push(`${op.id}: every grant → ${all}, no grant → ${none}`);
    }
    await setProbeGrants('all');
    expect(problems).toEqual([]);
  });
});

/** GET answers by request label, without the request id. */
async function answers(app: TestContext['app'], headers: Record<string, string>, reqs: Req[]) {
  const out = new Map<string, string>();
  for (const req of reqs) {
    const res = await send(req, headers, app);
    out.set(req.label, `HTTP ${res.statusCode} ${res.body.replace(/,?"requestId":"[^"]*"/g, '')}`);
  }
  return out;
}

describe('c) a session of another branch gets no row of this branch', () => {
  // Attackers: accounts of the other branch without a switch grant (the seeded administrators
  // are granted each other's account on purpose; escalation.test.ts covers switching). The platform
  // owner (000) reads every branch's figures on purpose (spec §6) and is no attacker either.
  for (const [victim, attackerBranch] of [['001', '002'], ['002', '001']] as const) {
    it(`a session of ${attackerBranch} (administrator, operator, viewer) sees no row of ${victim} and changes none, whatever ${victim}'s identifiers it sends`, async () => {
      const target = branches[victim];
      const scene: Scene = { own: branches[attackerBranch].ids, target: target.ids };
      const nonPublic = ops.filter((o) => !o.isPublic);
      // The branch's own administrator reads first: a cache keyed too loosely would hand its answers on.
      const owner = new Caller(victim, 'admin2');
      for (const op of nonPublic.filter((o) => o.method === 'GET')) {
        for (const req of requestsFor(op, { own: target.ids, target: target.ids }, 'each')) await owner.call(req);
      }
      const before = await fingerprint({ gscode: victim });
      const problems: string[] = [];
      const validated = new Set<string>();
      for (const who of ['admin2', 'operator', 'viewer']) {
        const attacker = new Caller(attackerBranch, who);
        for (const op of nonPublic) {
          for (const req of requestsFor(op, scene, 'full')) {
            const res = await attacker.call(req);
            const name = `${op.id} as ${attackerBranch}/${who}: ${req.label}`;
            if (res.statusCode !== 400) validated.add(op.id);
            if (res.statusCode >= 500 || res.statusCode === 401 || envelopeOf(res.body).code === Code.SESSION_INVALID) {
              problems.push(`${name} → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
            }
            const leaked = target.markers.filter((m) => res.body.includes(m));
            if (leaked.length) problems.push(`${name} → leaked ${leaked.join(', ')} of ${victim}: ${res.body.slice(0, 300)}`);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(nonPublic.filter((o) => !validated.has(o.id)).map((o) => `${o.id}: no request of the walk passed validation`)).toEqual([]);
      expect(changedTables(before, await fingerprint({ gscode: victim })), `tables whose ${victim} rows changed`).toEqual([]);

      // A count or a sum carries no marker: no answer to the other branch may move when this
      // branch's data grows. Asked of a second app on the same database with the dashboard cache
      // off (a cached answer would hide a move); answers that move by themselves are left out.
      const direct = await buildApp({ db: ctx.db, config: { ...ctx.config, REPORT_CACHE_ENTRIES: 0 }, logger: false });
      await direct.ready();
      try {
        const attacker = await ctx.login(attackerBranch, 'admin2');
        const own = branches[attackerBranch].ids;
        const gets = nonPublic.filter((o) => o.method === 'GET').flatMap((o) => requestsFor(o, { own, target: own }, 'each'));
        const first = await answers(direct, attacker.headers, gets);
        const second = await answers(direct, attacker.headers, gets);
        await plantCanaries(victim, '12.34', 'B');
        const third = await answers(direct, attacker.headers, gets);
        const moved = gets
          .filter((r) => first.get(r.label) === second.get(r.label) && second.get(r.label) !== third.get(r.label))
          .map((r) => `${r.label} as ${attackerBranch}/admin2 moved when ${victim} grew:\n  ${second.get(r.label)?.slice(0, 400)}\n  ${third.get(r.label)?.slice(0, 400)}`);
        expect(moved).toEqual([]);
      } finally {
        await direct.close();
      }
      // A walk over every call of the contract, three accounts each: it grows with the contract.
    }, 180_000);
  }
});
