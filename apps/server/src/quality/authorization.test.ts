import { randomBytes } from 'node:crypto';
import { Code } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testCalls } from '../../test/calls.js';
import { plantRows, type Branch } from '../../test/canaries.js';
import {
  bareRequest,
  CALLS,
  Caller,
  callId,
  changedTables,
  envelopeOf,
  fingerprint,
  PLATFORM_ONLY,
  PROBE_PNG,
  requestsFor,
  send,
  startWalk,
  toOpenApiPath,
  WALK_ENV,
  type Ids,
  type Operation,
  type Req,
  type Scene,
} from '../../test/walk.js';
import { buildApp } from '../app.js';
import { markWords } from '../mark-words.js';
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
let ops: Operation[] = [];
const { q } = testCalls(() => ctx);

// ---------------------------------------------------------------------------------------------
// Data: canaries, probe accounts, snapshots

const branches: Record<string, Branch> = {};
const plantCanaries = (gscode: string, amount: string, tag = '') => plantRows(ctx, gscode, amount, tag);

/** The probe: an account of 001 whose role ("probe") the tests grant and take marks from. */
let probeRoleId: number;
let adminRoleId: number;
let probeScene: Scene;
/** The same in the platform owner's branch 000, for the calls only it may make (PLATFORM_ONLY). */
let platformProbeRoleId: number;
let platformAdminRoleId: number;
let platformScene: Scene;

/** The probe of the branch that may make the call, and the identifiers it sends. */
const probeOf = (op: Operation) =>
  PLATFORM_ONLY.has(op.id)
    ? { gscode: '000' as const, scene: platformScene }
    : { gscode: '001' as const, scene: probeScene };

async function setProbeGrants(how: 'all' | 'none' | 'drop' | 'inactive', mark = '') {
  for (const [probe, admin] of [
    [probeRoleId, adminRoleId],
    [platformProbeRoleId, platformAdminRoleId],
  ]) {
    await q('delete from role_menus where role_id = $1', [probe]);
    if (how === 'none') continue;
    // Every grant of the administrator, except (drop) or deactivating (inactive) the rows carrying the mark.
    await q(
      `insert into role_menus (role_id, menu_id, active)
       select $1, rm.menu_id, case when m.permission = $3 and $4::boolean then false else rm.active end
         from role_menus rm join menus m on m.id = rm.menu_id
        where rm.role_id = $2 and not ($5::boolean and m.permission = $3)`,
      [probe, admin, mark, how === 'inactive', how === 'drop'],
    );
  }
  // The walks rewrite these grants hundreds of times: without this, the dead rows left behind made
  // every later fingerprint (which reads role_menus) twice as slow.
  await q('vacuum role_menus');
}

async function addAccount(gscode: string, userName: string, roleCode: string) {
  await q(
    `insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, password_hash)
     select $1, $2, $2 || '-' || $1, b.guestcode, $3, '', (select password_hash from users where gscode = '001' and user_name = 'admin')
       from branches b where b.gscode = $1`,
    [gscode, userName, roleCode],
  );
}

/** Per call: a request that passes validation and reaches the handler for a role holding every grant. */
const controls = new Map<string, { req: Req; status: number; code: number | undefined }>();
const controlProblems: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({
    ...WALK_ENV,
  });
  await storeImage(ctx.db, { gscode: '001', userId: null }, PROBE_PNG);
  ops = await startWalk(ctx);

  branches['001'] = await plantCanaries('001', '700001.17');
  branches['002'] = await plantCanaries('002', '700002.27');

  // The probe role in 001, and a role of the same code in 002 holding every grant: marks of a
  // role of another branch must never count.
  [{ id: adminRoleId }] = await q(`select id from roles where gscode = '001' and code = 'admin'`);
  [{ id: probeRoleId }] = await q(
    `insert into roles (gscode, code, name, name_en) values ('001', 'probe', '探针', 'Probe') returning id`,
  );
  const [{ id: otherProbe }] = await q(
    `insert into roles (gscode, code, name, name_en) values ('002', 'probe', '探针', 'Probe') returning id`,
  );
  await q(
    `insert into role_menus (role_id, menu_id, active)
     select $1, menu_id, active from role_menus where role_id = (select id from roles where gscode = '002' and code = 'admin')`,
    [otherProbe],
  );
  await addAccount('001', 'probe', 'probe');
  // An administrator of each branch holding no switch grant (the seeded ones are granted each other's account).
  await addAccount('001', 'admin2', 'admin');
  await addAccount('002', 'admin2', 'admin');

  // The probe works on a client of its own, so the canaries stay as planted.
  await q(
    `insert into clients (gscode, guestcode, guestname, longname) values ('001', 'K001P', '探针客户', '探针客户有限公司')`,
  );
  const own: Ids = {
    ...branches['001'].ids,
    clientCode: 'K001P',
    clientName: '探针客户',
    userNames: ['probe', 'admin'],
  };
  probeScene = { own, target: own };

  // The platform's probe works on a custom menu row of its own (the menu catalogue's ids), so the built-in rows stay as they are.
  [{ id: platformAdminRoleId }] = await q(`select id from roles where gscode = '000' and code = 'admin'`);
  [{ id: platformProbeRoleId }] = await q(
    `insert into roles (gscode, code, name, name_en) values ('000', 'probe', '探针', 'Probe') returning id`,
  );
  await addAccount('000', 'probe', 'probe');
  const [{ id: probeMenuId }] = await q(
    `insert into menus (menuname, menuename, menutype, url, sort) values ('探针目录', 'Probe directory', 'directory', '/probe-walk', 900) returning id`,
  );
  const platformOwn: Ids = {
    ...own,
    gscode: '000',
    reguserno: 'P000',
    userNames: ['probe', 'owner'],
    rowIds: [Number(probeMenuId)],
    viewable: ['001'],
  };
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
      tried.push({
        req,
        status: r.statusCode,
        code,
        reached: r.statusCode < 500 && ![400, 401, 403].includes(r.statusCode),
      });
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
      controlProblems.push(
        `${op.id}: with every grant of the administrator, ${chosen.req.label} still answers HTTP ${chosen.status} code ${chosen.code}; teach namedValues() a value`,
      );
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
    expect(
      inDoc.filter((id) => !inContract.includes(id)),
      'in the document, not in the contract',
    ).toEqual([]);
    expect(
      inContract.filter((id) => !inDoc.includes(id)),
      'in the contract, not in the document',
    ).toEqual([]);
    expect(
      ops.filter((o) => o.secured === o.isPublic).map((o) => `${o.id} (public: ${o.isPublic}, security: ${o.secured})`),
    ).toEqual([]);
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
    expect(
      (await send(control(ops.find((o) => !o.isPublic && o.method === 'GET')!), probe.headers)).statusCode,
    ).not.toBe(401);
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
    // The refusal names the power as people know it (its page's or button's title), never the mark.
    const power = markWords([op.mark!]).en;
    if (
      res.statusCode !== 403 ||
      body.code !== Code.ERROR ||
      body.data !== null ||
      !body.msg?.includes(power) ||
      body.msg.includes(op.mark!)
    ) {
      problems.push(
        `${name} → HTTP ${res.statusCode} ${res.body.slice(0, 200)} (expected HTTP 403 code 8 naming "${power}", not ${op.mark})`,
      );
    }
    const logged = await q(
      `select gscode, user_id, method, path, outcome from operation_log where id > $1 order by id`,
      [last],
    );
    const expected = [
      { gscode: probe.gscode, user_id: probe.userId, method: op.method, path: op.routeUrl, outcome: 'denied' },
    ];
    if (JSON.stringify(logged) !== JSON.stringify(expected)) {
      problems.push(`${name} → operation log ${JSON.stringify(logged)}, expected ${JSON.stringify(expected)}`);
    }
    const changed = changedTables(before, await fingerprint({ skip: ['operation_log'] }));
    if (changed.length) problems.push(`${name} → the refused call changed ${changed.join(', ')}`);
  }

  // These walks send several requests per marked call and compare every table around each: their
  // time grows with the contract (about 170 calls now), so they get minutes, not vitest's 30 s.
  const WALK_TIMEOUT_MS = 300_000;

  it(
    "refuses every marked call to a role holding every grant of the administrator but the call's mark (missing or inactive)",
    async () => {
      const probeFor = probesByBranch();
      const problems: string[] = [];
      for (const op of ops.filter((o) => o.mark)) {
        const probe = probeFor(op);
        for (const how of ['drop', 'inactive'] as const) {
          await setProbeGrants(how, op.mark!);
          await expectRefused(
            op,
            probe,
            how === 'drop' ? `every grant but ${op.mark}` : `${op.mark} granted inactive`,
            problems,
          );
        }
        // …and with the mark back, the same request goes through.
        await setProbeGrants('all');
        const res = await probe.call(control(op));
        if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
          problems.push(`${op.id} with every grant → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      expect(problems).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'refuses every marked call to a role with no grant at all, and to a disabled role holding every grant',
    async () => {
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
    },
    WALK_TIMEOUT_MS,
  );

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
      if (all !== none || /HTTP (401|5\d\d)/.test(all))
        problems.push(`${op.id}: every grant → ${all}, no grant → ${none}`);
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
  for (const [victim, attackerBranch] of [
    ['001', '002'],
    ['002', '001'],
  ] as const) {
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
            if (leaked.length)
              problems.push(`${name} → leaked ${leaked.join(', ')} of ${victim}: ${res.body.slice(0, 300)}`);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(
        nonPublic.filter((o) => !validated.has(o.id)).map((o) => `${o.id}: no request of the walk passed validation`),
      ).toEqual([]);
      expect(
        changedTables(before, await fingerprint({ gscode: victim })),
        `tables whose ${victim} rows changed`,
      ).toEqual([]);

      // A count or a sum carries no marker: no answer to the other branch may move when this
      // branch's data grows. Asked of a second app on the same database with the dashboard cache
      // off (a cached answer would hide a move); answers that move by themselves are left out.
      const direct = await buildApp({ db: ctx.db, config: { ...ctx.config, REPORT_CACHE_ENTRIES: 0 }, logger: false });
      await direct.ready();
      try {
        const attacker = await ctx.login(attackerBranch, 'admin2');
        const own = branches[attackerBranch].ids;
        const gets = nonPublic
          .filter((o) => o.method === 'GET')
          .flatMap((o) => requestsFor(o, { own, target: own }, 'each'));
        const first = await answers(direct, attacker.headers, gets);
        const second = await answers(direct, attacker.headers, gets);
        await plantCanaries(victim, '12.34', 'B');
        const third = await answers(direct, attacker.headers, gets);
        const moved = gets
          .filter((r) => first.get(r.label) === second.get(r.label) && second.get(r.label) !== third.get(r.label))
          .map(
            (r) =>
              `${r.label} as ${attackerBranch}/admin2 moved when ${victim} grew:\n  ${second.get(r.label)?.slice(0, 400)}\n  ${third.get(r.label)?.slice(0, 400)}`,
          );
        expect(moved).toEqual([]);
      } finally {
        await direct.close();
      }
      // A walk over every call of the contract, three accounts each: it grows with the contract.
    }, 180_000);
  }
});
