import { createHash } from 'node:crypto';
import * as contract from '@bo/contract';
import { Code, type CallDef } from '@bo/contract';
import type { TestContext } from './context.js';
import {
  readOpenApi,
  typesOf,
  type OpenApi,
  type Operation as DocOperation,
  type Parameter,
  type Schema,
} from './openapi.js';
import { makePng, multipartBody } from './images.js';
import { sampleFiles, type SampleFile } from './sample-files.js';
import { readableAnswer } from './export-answer.js';

/**
 * The walk of every call of the OpenAPI document (/docs/json) with requests derived from each
 * call's schema, shared by the gates that try every call as someone they must refuse
 * (quality/authorization.test.ts: sessions, marks, branches; quality/no-mark-you-lack.test.ts:
 * acting on an account or role beyond one's own marks). A call added later is walked by both.
 * Parameters with a known meaning (gscode, guestcode, username, …id) are filled from a Scene.
 */

/**
 * The settings of a test server that a walk calls thousands of times: throttles and sign-in
 * lockouts far above the walk's pace, and a push stream that answers its first event and ends,
 * like every other call the walk waits for.
 */
export const WALK_ENV = {
  RATE_LIMIT_PER_MINUTE: '100000',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
  LOGIN_MAX_FAILURES: '1000',
  PUSH_STREAM_MAX_SECONDS: '0',
  // The walks start jobs by the thousand (none runs: nothing drains them); their cap has its own test.
  JOBS_OPEN_PER_ACCOUNT: '1000000',
} as const;

let ctx: TestContext;
let api: OpenApi;
const q = <R extends Record<string, any> = Record<string, any>>(text: string, values: unknown[] = []) =>
  ctx.db.$client.query<R>(text, values).then((r) => r.rows);

/** Reads the app's document; every later call of this module walks it against `context`. */
export async function startWalk(context: TestContext): Promise<Operation[]> {
  ctx = context;
  api = await readOpenApi(context.app);
  return operationsOf(api.operations);
}

// ---------------------------------------------------------------------------------------------
// The document and the contract

/** An input of a call: a query or path parameter, or a field of its JSON body. */
export type Slot = Parameter | { in: 'body'; name: string; required: boolean; schema: Schema };
/** A call of the document, with what the contract says of it. */
export interface Operation extends DocOperation {
  /** Fastify's form of the path (:param, not {param}), as the operation log stores it. */
  routeUrl: string;
  mark: string | null;
  isPublic: boolean;
  slots: Slot[];
}
/** `files`: a file upload (multipart/form-data): a small file of the documented type in each file field. */
export interface Req {
  method: string;
  url: string;
  payload?: Record<string, unknown>;
  files?: SampleFile[];
  label: string;
}

export const isCall = (v: unknown): v is CallDef =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CallDef).method === 'string' &&
  typeof (v as CallDef).path === 'string' &&
  'mark' in v &&
  'data' in v;
export const CALLS = (Object.values(contract) as unknown[]).filter(isCall);
export const callId = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
/**
 * Calls only the platform owner's branch may make (CallDef.platformOnly): another branch's role
 * holding the mark is refused too (escalation.test.ts), so the probe of 000 walks them.
 */
export const PLATFORM_ONLY = new Set(
  CALLS.filter((c) => c.platformOnly).map((c) => callId(c.method, toOpenApiPath(c.path))),
);

export function operationsOf(operations: DocOperation[]): Operation[] {
  const byId = new Map(CALLS.map((c) => [callId(c.method, toOpenApiPath(c.path)), c]));
  return operations
    .map((o) => {
      const call = byId.get(o.id);
      // A body that is one of several shapes (JobStart's kinds): the walk sends the first.
      const body = o.body?.oneOf?.[0] ?? o.body?.anyOf?.[0] ?? o.body;
      const fields = Object.entries(body?.properties ?? {}).map(([name, schema]): Slot => ({
        in: 'body',
        name,
        required: (body?.required ?? []).includes(name),
        schema,
      }));
      return {
        ...o,
        routeUrl: o.path.replace(/\{(\w+)\}/g, ':$1'),
        // A mark named by the body's kind (JobStart): the walk's requests are of its first kind.
        mark: call && call.mark !== 'public' ? (call.mark ?? Object.values(call.markByKind ?? {})[0] ?? null) : null,
        isPublic: call?.mark === 'public',
        slots: [...o.parameters, ...fields],
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------------------------------------
// Requests derived from the schemas

/** The identifiers a request may carry: the caller's own and those of the branch under test. */
export interface Ids {
  gscode: string;
  /** The branch's customer code (the users' reguserno; "guestcode" in the spec's calls). */
  reguserno: string;
  /** A client of the branch: its customer number and name. */
  clientCode: string;
  clientName: string;
  userNames: string[];
  /** Row ids of the branch (clients, orders, members, log rows …), for parameters named …id. */
  rowIds: number[];
  /** The platform owner's only: other branches it may look into (Platform/ViewBranch's gscode). */
  viewable?: string[];
}
export interface Scene {
  own: Ids;
  target: Ids;
}

export const OMIT = Symbol('omit');
export const uniq = <T>(xs: T[]) => [...new Set(xs)];
export const today = () => new Date().toISOString().slice(0, 10);

/** Values of parameters whose name says what they identify. */
export function namedValues(name: string, scene: Scene): unknown[] | undefined {
  const { own, target } = scene;
  switch (name.toLowerCase()) {
    case 'gscode':
      return [target.gscode, own.gscode, ...(target.viewable ?? [])];
    case 'guestcode':
      return [target.reguserno, target.clientCode, own.reguserno];
    case 'guestname':
      return [target.clientName];
    case 'username':
      return target.userNames;
    case 'client':
      return [target.clientCode];
    // The public reads name the branch whose shop asks.
    case 'branch':
      return [target.gscode];
    // A scheduled task every branch has (a platform task is the platform owner's branch's alone).
    case 'task':
      return ['rollup-check'];
  }
  if (/(^id|Id|_id)$/.test(name)) return target.rowIds;
  return undefined;
}

export function fits(s: Schema, v: unknown): boolean {
  const type = typesOf(s);
  if (typeof v === 'string') {
    return (
      (type.length === 0 || type.includes('string')) &&
      v.length >= (s.minLength ?? 0) &&
      v.length <= (s.maxLength ?? Infinity)
    );
  }
  if (typeof v === 'number') {
    return (
      (type.includes('integer') || type.includes('number')) &&
      v >= (s.minimum ?? -Infinity) &&
      v <= (s.maximum ?? Infinity)
    );
  }
  return true;
}

/** Plausible valid values of a schema; `full` adds the other enum values and the upper bound. */
export function genericValues(schema: Schema, full: boolean): unknown[] {
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
export const PROBE_PNG = makePng(3, 3, [1, 2, 3]);
export const PROBE_IMAGE = `/api/Upload/File/001/${createHash('sha256').update(PROBE_PNG).digest('hex')}.png`;

export const VALID_BY_NAME: Record<string, string> = {
  amount: '1',
  amountmin: '1',
  amountmax: '1',
  method: 'wechat',
  state: 'success',
  status: '1',
  paystate: 'unpaid',
  channel: 'pc',
  // The logs' filters (logs.ts): an outcome word both logs know, an action as method and path.
  outcome: 'ok',
  action: 'POST /api/UManage/UpdateClient',
  // A menu row (menu-admin.ts): a free route, a mark, an icon and an address of the right forms.
  url: '/probe-walk/page',
  permission: 'probe:walk',
  icon: 'AppstoreOutlined',
  link: 'https://example.com/probe',
  // A credit application's limit (credit.ts): a decimal amount.
  maxprice: '1',
  // A banner's image (banners.ts): an upload of the probe's branch.
  image: PROBE_IMAGE,
  // A product's price range (products.ts): yuan, two decimals.
  pricemin: '1',
  pricemax: '1',
};

/** `documentOnly`: no value the document does not give (VALID_BY_NAME left out): what a generated client would send. */
export function candidates(slot: Slot, scene: Scene, full: boolean, documentOnly = false): unknown[] {
  const s = api.resolve(slot.schema);
  const named = namedValues(slot.name, scene)?.filter((v) => fits(s, v));
  if (named?.length) return uniq(named);
  if (documentOnly) return genericValues(s, full);
  const valid = VALID_BY_NAME[slot.name.toLowerCase()];
  return uniq(valid !== undefined && fits(s, valid) && !api.resolve(s).enum ? [valid] : genericValues(s, full));
}

/** Every combination when they are few, else each value of each parameter once beside the first of the others. */
export function combinations(choices: unknown[][], cap = 96): unknown[][] {
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
 * its maximum shows every row); `all`: like full, with every body field filled too; `each`:
 * every value of every parameter, each once. `documentOnly`: see candidates().
 */
export function requestsFor(
  op: Operation,
  scene: Scene,
  mode: 'min' | 'full' | 'all' | 'each',
  documentOnly = false,
): Req[] {
  const choices = op.slots.map((slot) => {
    const named = namedValues(slot.name, scene) !== undefined;
    if (!slot.required && (mode === 'min' || (slot.in === 'body' && !named && mode !== 'all'))) return [OMIT];
    const values = candidates(slot, scene, mode !== 'min', documentOnly);
    if ((mode === 'full' || mode === 'all') && !named)
      return [values.reduce((a, b) => (typeof a === 'number' && typeof b === 'number' && b > a ? b : a))];
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
      label: `${op.method} ${full}${
        op.multipart
          ? ` with ${sampleFiles(op.multipart, 'probe')
              .map((f) => `${f.filename} in ${f.field}`)
              .join(', ')}`
          : op.hasBody
            ? ` ${JSON.stringify(payload)}`
            : ''
      }`,
    };
  });
}

/** The answer; an export's body read as text (its cells and frames), so leaks and moves show in it too. */
export async function send(req: Req, headers: Record<string, string>, app: TestContext['app'] = ctx.app) {
  return readableAnswer(
    await app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: { 'accept-language': 'en', ...headers },
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
      ...(req.files ? multipartOf(req.files, headers) : {}),
    }),
  );
}

/** A multipart body with the sample files, and its content type beside the headers. */
export function multipartOf(files: SampleFile[], headers: Record<string, string>) {
  const body = multipartBody(files);
  return { payload: body.payload, headers: { 'accept-language': 'en', ...headers, ...body.headers } };
}

export const envelopeOf = (body: string): { code?: number; msg?: string; data?: unknown } => {
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
export class Caller {
  private headers?: Record<string, string>;
  userId = 0;
  constructor(
    readonly gscode: string,
    readonly userName: string,
  ) {}
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
    if (req.method !== 'GET' && res.statusCode === 200 && envelopeOf(res.body).code === Code.OK)
      this.headers = undefined;
    return res;
  }
}

/** The call with no parameter and an empty body: invalid wherever something is required. */
export function bareRequest(op: Operation): Req {
  const url = op.path.replace(/\{\w+\}/g, '0');
  return { method: op.method, url, ...(op.hasBody ? { payload: {} } : {}), label: `${op.method} ${url} without input` };
}

/**
 * One hash per table of the rows in scope (of one branch where the table has a gscode column, or
 * of the branch's users where it has a user_id column and no gscode, e.g. table_prefs; else all);
 * sessions' last_seen_at is left out (touched by reads, at most every 30 s), and so is the rate
 * limit's count of calls (every call counts, refused or not).
 */
export async function fingerprint(opts: { gscode?: string; skip?: string[] } = {}): Promise<Record<string, string>> {
  const tables = await q<{ t: string; g: boolean; u: boolean; seen: boolean }>(
    `select table_name as t, bool_or(column_name = 'gscode') as g, bool_or(column_name = 'user_id') as u,
            bool_or(column_name = 'last_seen_at') as seen
       from information_schema.columns where table_schema = 'public' group by table_name order by table_name`,
  );
  const scopeOf = (t: string, g: boolean, u: boolean) =>
    opts.gscode === undefined
      ? ''
      : g
        ? 'where t.gscode = $1'
        : // A switch grant hands out its target account: it is the target's branch's to make or revoke
          // (docs/decisions/0011-switch-account-by-grant.md), whichever branch the grantee is of.
          t === 'switch_grants'
          ? 'where t.target_user_id in (select id from users where gscode = $1)'
          : u
            ? 'where t.user_id in (select id from users where gscode = $1)'
            : '';
  // Every table in one statement, each row's text hashed and summed (the same whatever the rows'
  // order, so nothing is sorted): the walks take two fingerprints for each refusal, and an md5 of
  // every table's rows as JSON, sorted, made a fingerprint 40 ms, this one 7 ms.
  const parts = tables
    .filter(({ t }) => !opts.skip?.includes(t) && t !== 'rate_counts')
    .map(({ t, g, u, seen }) => {
      const row = seen ? `(to_jsonb(t) - 'last_seen_at')::text` : 't::text';
      return `select '${t}' as t, count(*)::int as n, coalesce(sum(hashtextextended(${row}, 0)), 0)::text as h
                from "${t}" t ${scopeOf(t, g, u)}`;
    });
  const rows = await q<{ t: string; n: number; h: string }>(
    parts.join('\nunion all\n'),
    opts.gscode === undefined ? [] : [opts.gscode],
  );
  return Object.fromEntries(rows.map((r) => [r.t, `${r.n} rows, hash ${r.h}`]));
}
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  uniq([...Object.keys(before), ...Object.keys(after)]).filter((t) => before[t] !== after[t]);
