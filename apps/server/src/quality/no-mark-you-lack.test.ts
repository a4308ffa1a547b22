import { randomBytes } from 'node:crypto';
import { Code } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testCalls } from '../../test/calls.js';
import {
  CALLS,
  Caller,
  callId,
  changedTables,
  envelopeOf,
  fingerprint,
  requestsFor,
  startWalk,
  toOpenApiPath,
  type Ids,
  type Operation,
  type Req,
} from '../../test/walk.js';

/**
 * Issue 33 #1: "no mark you lack", in every state. Every call the contract declares as acting on
 * another account or on a role (`actsOn`) is tried by a clerk holding that call's one mark against
 * a manager (a role holding every grant of the administrator) and an administrator, with the
 * target's role disabled, its account disabled, its grants inactive, or the catalogue rows of its
 * marks disabled: each is refused (HTTP 403 code 8, a "denied" operation-log row, nothing
 * changed). A second walk sends every other write, as an administrator, at the same targets and
 * finds none that changes them: a call added later that acts on an account or a role without
 * declaring it fails here the day it lands.
 */

let ctx: TestContext;
let ops: Operation[] = [];
const { q } = testCalls(() => ctx);

const ACTS_ON = new Map(CALLS.filter((c) => c.actsOn).map((c) => [callId(c.method, toOpenApiPath(c.path)), c.actsOn!]));
/** A strong password, for the calls that set one (a weak one would be refused before the guard). */
const STRONG = 'Kx9#mPq2vL';

interface Target {
  kind: 'account' | 'role';
  label: string;
  roleCode: string;
  userName?: string;
  scene: Ids;
}
const targets: Target[] = [];
let branchCode = '';

async function addAccount(userName: string, roleCode: string): Promise<number> {
  const [{ id }] = await q(
    `insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, password_hash)
     select '001', $1, $1, b.guestcode, $2, '', (select password_hash from users where gscode = '001' and user_name = 'admin')
       from branches b where b.gscode = '001' returning id`,
    [userName, roleCode],
  );
  return Number(id);
}

const sceneOf = (userNames: string[], rowIds: number[]): Ids => ({
  gscode: '001',
  reguserno: branchCode,
  clientCode: 'K001X',
  clientName: '无',
  userNames,
  rowIds,
});

beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_MAX_FAILURES: '1000',
    PUSH_STREAM_MAX_SECONDS: '0',
  });
  ops = await startWalk(ctx);
  [{ guestcode: branchCode }] = await q(`select guestcode from branches where gscode = '001'`);
  // Ids of grants, keys and requests far from those of accounts and roles: a request naming one
  // kind of row never lands on another kind by chance.
  for (const seq of ['switch_grants_id_seq', 'soft_keys_id_seq', 'power_requests_id_seq'])
    await q(`select setval('${seq}', 500000)`);
  await q(`select setval('sessions_id_seq', 800000)`);

  const [{ id: adminRoleId }] = await q(`select id from roles where gscode = '001' and code = 'admin'`);
  const [{ id: managerRoleId }] = await q(
    `insert into roles (gscode, code, name, name_en) values ('001', 'manager', '经理', 'Manager') returning id`,
  );
  await q(
    `insert into role_menus (role_id, menu_id, active) select $1, menu_id, active from role_menus where role_id = $2`,
    [managerRoleId, adminRoleId],
  );
  await q(`insert into roles (gscode, code, name, name_en) values ('001', 'clerk', '文员', 'Clerk')`);
  await addAccount('clerk', 'clerk');
  const [{ id: adminId }] = await q(`select id from users where gscode = '001' and user_name = 'admin'`);
  const [{ id: viewerId }] = await q(`select id from users where gscode = '001' and user_name = 'viewer'`);

  for (const [userName, roleCode] of [
    ['manager', 'manager'],
    ['boss', 'admin'],
  ] as const) {
    const id = await addAccount(userName, roleCode);
    // A switch grant into it and a desktop key of it, both made by the administrator.
    const [grant] = await q(
      `insert into switch_grants (user_id, target_user_id, granted_by) values ($1, $2, $3) returning id`,
      [viewerId, id, adminId],
    );
    const [key] = await q(
      `insert into soft_keys (gscode, user_id, name, key_hash, prefix, created_by, created_by_id) values ('001', $1, 'walk', $2, 'bo_sk_walk', 'admin', $3) returning id`,
      [id, randomBytes(16).toString('hex'), adminId],
    );
    // An open session of it, for the calls that end one (online users).
    const [open] = await q(`insert into sessions (token_hash, user_id, gscode) values ($1, $2, '001') returning id`, [
      randomBytes(16).toString('hex'),
      id,
    ]);
    targets.push({
      kind: 'account',
      label: `the account ${userName} (role ${roleCode})`,
      roleCode,
      userName,
      scene: sceneOf([userName], [id, Number(grant.id), Number(key.id), Number(open.id)]),
    });
  }
  // A pending request of the manager for a page its role holds.
  const [page] = await q(
    `select m.id, m.permission, m.menuname from role_menus rm join menus m on m.id = rm.menu_id
      where rm.role_id = $1 and m.menutype = 'menu' and m.permission <> '' order by m.id limit 1`,
    [managerRoleId],
  );
  const [request] = await q(
    `insert into power_requests (gscode, user_id, role_code, menu_id, powers, menunames)
     select '001', id, 'manager', $1, $2, $3 from users where gscode = '001' and user_name = 'manager' returning id`,
    [page.id, page.permission, page.menuname],
  );
  targets.push({
    kind: 'role',
    label: 'the role manager',
    roleCode: 'manager',
    scene: sceneOf([], [Number(managerRoleId), Number(request.id)]),
  });
  const [adminRequest] = await q(
    `insert into power_requests (gscode, user_id, role_code, menu_id, powers, menunames)
     select '001', id, 'admin', $1, $2, $3 from users where gscode = '001' and user_name = 'boss' returning id`,
    [page.id, page.permission, page.menuname],
  );
  targets.push({
    kind: 'role',
    label: 'the role admin',
    roleCode: 'admin',
    scene: sceneOf([], [Number(adminRoleId), Number(adminRequest.id)]),
  });
});
afterAll(() => ctx?.close());

/** The requests of `op` aimed at `target`: every identifier its own, a password strong enough to pass its rules. */
function requestsAt(op: Operation, target: Target): Req[] {
  return requestsFor(op, { own: target.scene, target: target.scene }, 'each').map((req) => {
    if (!req.payload) return req;
    const payload = { ...req.payload };
    if (typeof payload.password === 'string') payload.password = STRONG;
    // A list of accounts (batch sign-out): the target, first of the scene's identifiers.
    if (Array.isArray(payload.ids)) payload.ids = [target.scene.rowIds[0]];
    return { ...req, payload, label: `${req.method} ${req.url} ${JSON.stringify(payload)}` };
  });
}

/** Puts the target in a state for the length of `fn`, then back. */
type State = {
  name: string;
  kinds: Target['kind'][];
  apply: (t: Target, keepMark: string) => Promise<() => Promise<void>>;
};
const roleIdOf = async (code: string) =>
  Number((await q(`select id from roles where gscode = '001' and code = $1`, [code]))[0].id);
const STATES: State[] = [
  { name: 'as it is', kinds: ['account', 'role'], apply: async () => async () => {} },
  {
    name: 'its role disabled',
    kinds: ['account', 'role'],
    apply: async (t) => {
      await q(`update roles set status = 0 where gscode = '001' and code = $1`, [t.roleCode]);
      return async () => void (await q(`update roles set status = 1 where gscode = '001' and code = $1`, [t.roleCode]));
    },
  },
  {
    name: 'its account disabled',
    kinds: ['account'],
    apply: async (t) => {
      await q(`update users set status = 0 where gscode = '001' and user_name = $1`, [t.userName]);
      return async () =>
        void (await q(`update users set status = 1 where gscode = '001' and user_name = $1`, [t.userName]));
    },
  },
  {
    name: 'its grants inactive',
    kinds: ['account', 'role'],
    apply: async (t) => {
      const role = await roleIdOf(t.roleCode);
      const active = await q<{ menu_id: number }>(
        `update role_menus set active = false where role_id = $1 and active returning menu_id`,
        [role],
      );
      return async () =>
        void (await q(`update role_menus set active = true where role_id = $1 and menu_id = any($2)`, [
          role,
          active.map((r) => r.menu_id),
        ]));
    },
  },
  {
    name: 'the catalogue rows of its marks disabled',
    kinds: ['account', 'role'],
    apply: async (t, keepMark) => {
      const rows = await q<{ id: number }>(
        `update menus set status = 0 where status = 1 and permission <> '' and permission <> $2
            and id in (select menu_id from role_menus where role_id = $1) returning id`,
        [await roleIdOf(t.roleCode), keepMark],
      );
      return async () => void (await q(`update menus set status = 1 where id = any($1)`, [rows.map((r) => r.id)]));
    },
  },
];

/** The clerk's role holds exactly `mark`. */
async function grantClerk(mark: string) {
  const role = await roleIdOf('clerk');
  await q('delete from role_menus where role_id = $1', [role]);
  await q(`insert into role_menus (role_id, menu_id, active) select $1, id, true from menus where permission = $2`, [
    role,
    mark,
  ]);
}

/** An internal mark (domain:action) in a message a user reads. */
const INTERNAL_MARK = /\b[a-z][a-z0-9-]*:[a-z][a-z0-9-]*\b/;

describe('no mark you lack', () => {
  it('the contract declares the calls that act on an account or a role, and the walk finds each', () => {
    const walked = ops.filter((o) => ACTS_ON.has(o.id)).map((o) => o.id);
    expect(walked.sort()).toEqual([...ACTS_ON.keys()].sort());
    expect(
      ops.filter((o) => ACTS_ON.has(o.id) && !o.mark).map((o) => o.id),
      'a call acting on others without a mark',
    ).toEqual([]);
  });

  it("a clerk holding only the call's mark is refused on a manager and an administrator, in every state", async () => {
    const clerk = new Caller('001', 'clerk');
    const problems: string[] = [];
    for (const op of ops.filter((o) => ACTS_ON.has(o.id))) {
      await grantClerk(op.mark!);
      for (const target of targets.filter((t) => t.kind === ACTS_ON.get(op.id))) {
        for (const state of STATES.filter((s) => s.kinds.includes(target.kind))) {
          const undo = await state.apply(target, op.mark!);
          try {
            await clerk.session();
            const [{ last }] = await q(`select coalesce(max(id), 0)::bigint as last from operation_log`);
            const before = await fingerprint({ gscode: '001', skip: ['operation_log'] });
            const name = `${op.id} on ${target.label}, ${state.name}`;
            let refused = 0;
            for (const req of requestsAt(op, target)) {
              const res = await clerk.call(req);
              const body = envelopeOf(res.body);
              if (body.code === Code.OK || res.statusCode >= 500)
                problems.push(`${name}: ${req.label} → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
              if (res.statusCode === 403 && body.code === Code.ERROR) {
                refused++;
                if (INTERNAL_MARK.test(body.msg ?? ''))
                  problems.push(`${name}: the refusal names an internal mark: ${body.msg}`);
              }
            }
            if (!refused) problems.push(`${name}: no request was refused with HTTP 403 code 8`);
            const [{ denied }] = await q(
              `select count(*)::int as denied from operation_log where id > $1 and path = $2 and outcome = 'denied' and user_name = 'clerk'`,
              [last, op.routeUrl],
            );
            if (denied < refused) problems.push(`${name}: ${refused} refusals, ${denied} "denied" operation-log rows`);
            const changed = changedTables(before, await fingerprint({ gscode: '001', skip: ['operation_log'] }));
            if (changed.length) problems.push(`${name}: the refused calls changed ${changed.join(', ')}`);
          } finally {
            await undo();
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('no other write changes an account or a role it was not declared to act on', async () => {
    await addAccount('chief', 'admin');
    const chief = new Caller('001', 'chief');
    const state = async () =>
      JSON.stringify(
        await q(`
      select (select json_agg(u order by u.id) from (select id, role_code, status, password_hash, must_change_password, nick_name, operators
                from users where gscode = '001' and user_name in ('manager', 'boss')) u) as accounts,
             (select json_agg(r order by r.id) from roles r where gscode = '001' and code in ('manager', 'admin')) as roles,
             (select json_agg(g order by g.role_id, g.menu_id) from role_menus g
               where role_id in (select id from roles where gscode = '001' and code in ('manager', 'admin'))) as grants,
             (select json_agg(k order by k.id) from soft_keys k join users u on u.id = k.user_id where u.user_name in ('manager', 'boss')) as keys,
             (select json_agg(g order by g.id) from switch_grants g join users u on u.id = g.target_user_id where u.user_name in ('manager', 'boss')) as switch_grants,
             (select json_agg(p order by p.id) from power_requests p where role_code = 'manager') as requests`),
      );
    const problems: string[] = [];
    for (const op of ops.filter((o) => o.method !== 'GET' && !o.isPublic && !ACTS_ON.has(o.id))) {
      for (const target of targets) {
        const before = await state();
        for (const req of requestsAt(op, target)) await chief.call(req);
        if ((await state()) !== before)
          problems.push(`${op.id} changed ${target.label}, and its contract does not say it acts on one (actsOn)`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('with the marks of its target, the same requests go through (the refusals above are the rule, not a broken request)', async () => {
    // The clerk is given every grant of the administrator role: a manager is then within its power.
    const clerkRole = await roleIdOf('clerk');
    await q('delete from role_menus where role_id = $1', [clerkRole]);
    await q(
      `insert into role_menus (role_id, menu_id, active) select $1, menu_id, true from role_menus where role_id = $2`,
      [clerkRole, await roleIdOf('admin')],
    );
    const clerk = new Caller('001', 'clerk');
    const manager = targets.filter((t) => t.label.includes('manager'));
    const answered: string[] = [];
    for (const op of ops.filter((o) => ACTS_ON.has(o.id))) {
      for (const target of manager.filter((t) => t.kind === ACTS_ON.get(op.id))) {
        const codes = [];
        for (const req of requestsAt(op, target)) {
          const res = await clerk.call(req);
          codes.push(envelopeOf(res.body).code === Code.OK ? 'ok' : `${res.statusCode}`);
          if (codes.includes('ok')) break;
        }
        // Not every call succeeds on this fixture (the manager's role holds users, a last check
        // may refuse), but none is refused for power any more.
        if (codes.every((c) => c === '403')) answered.push(`${op.id} on ${target.label}: still 403 with every mark`);
      }
    }
    expect(answered).toEqual([]);
  }, 300_000);
});
