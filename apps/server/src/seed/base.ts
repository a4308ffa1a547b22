import { hash } from '@node-rs/argon2';
import { ROUTE_GROUPS } from '@bo/contract';
import type { Db } from '../db/client.js';
import { branches, menus, roleMenus, roles, switchGrants, users } from '../db/schema.js';
import { ARGON2_OPTIONS } from '../modules/auth/password.js';

/** The demo branches: the platform owner (000) and two ordinary branches. */
export const DEMO_BRANCHES = [
  { gscode: '000', name: '平台总部', longname: '名片印刷电商平台总部', guestcode: 'P000', isopen: 0, endtime: null },
  {
    gscode: '001',
    name: '上海分公司',
    longname: '上海名片印刷有限公司',
    guestcode: 'C001',
    isopen: 1,
    endtime: '2027-06-30',
  },
  {
    gscode: '002',
    name: '杭州分公司',
    longname: '杭州快印科技有限公司',
    guestcode: 'C002',
    isopen: 1,
    endtime: '2026-12-10',
  },
] as const;

/** Role codes every branch gets. */
export const DEMO_ROLES = [
  { code: 'admin', name: '管理员', nameEn: 'Administrator' },
  { code: 'operator', name: '操作员', nameEn: 'Operator' },
  { code: 'viewer', name: '只读', nameEn: 'Read-only' },
] as const;

/** Pages the operator sees but must apply for (inactive grants). */
const OPERATOR_INACTIVE = new Set([
  '/user/role',
  '/user/adaccount',
  '/safeguard/server',
  '/safeguard/database',
  '/safeguard/tasks',
  '/menu/menu',
  '/system/setting',
]);
/** Pages hidden from the operator altogether. */
const OPERATOR_HIDDEN = new Set(['/menu/api', '/menu/operation']);
/** Buttons the operator does not hold. */
const OPERATOR_NO_BUTTONS = new Set([
  'role:edit',
  'role:assign',
  'staff:edit',
  'staff:signout',
  'company:edit',
  'menu:edit',
  'credit:audit',
  'account:edit',
  'client:fields',
  'wechat:edit',
  'promoter:edit',
  'database:cancel',
  'wechatsetting:edit',
  'setting:edit',
  'size:edit',
  'dict:edit',
  'notice:send',
  'softkey:edit',
  'database:backup',
  'database:restore',
  'tasks:run',
  'plan:edit',
]);
/** The read-only role sees dashboards, orders and logs; no buttons. */
const VIEWER_PAGES = new Set([
  '/dashboard/console',
  '/dashboard/ordersummary',
  '/order/customerorder',
  '/order/customershopcart',
  '/order/customerpaylist',
  '/user/user',
  '/user/loginlog',
  '/system/log',
  '/message/message',
]);

/** Menu rows from the route catalogue; returns the ids by menuename and by url. */
async function seedMenus(db: Db) {
  let sort = 0;
  for (const g of ROUTE_GROUPS) {
    const [dir] = await db
      .insert(menus)
      .values({
        menuname: g.title,
        menuename: g.title_en,
        menutype: 'directory',
        url: g.path,
        icon: g.icon,
        sort: sort++,
        builtin: true,
      })
      .returning({ id: menus.id });
    const subdirs = new Map<string, number>();
    for (const r of g.children) {
      let parentId = dir.id;
      if (r.under) {
        if (!subdirs.has(r.under.title_en)) {
          const [sub] = await db
            .insert(menus)
            .values({
              menuname: r.under.title,
              menuename: r.under.title_en,
              parentId: dir.id,
              menutype: 'directory',
              url: `${g.path}/${r.under.title_en.toLowerCase()}`,
              icon: r.under.icon,
              sort: sort++,
              builtin: true,
            })
            .returning({ id: menus.id });
          subdirs.set(r.under.title_en, sub.id);
        }
        parentId = subdirs.get(r.under.title_en)!;
      }
      const [page] = await db
        .insert(menus)
        .values({
          menuname: r.title,
          menuename: r.title_en,
          parentId,
          menutype: 'menu',
          url: r.path,
          icon: r.icon,
          permission: r.mark,
          sort: sort++,
          builtin: true,
        })
        .returning({ id: menus.id });
      for (const b of r.buttons ?? []) {
        await db.insert(menus).values({
          menuname: b.title,
          menuename: `${r.title_en}: ${b.title_en}`,
          parentId: page.id,
          menutype: 'button',
          permission: b.mark,
          sort: sort++,
          builtin: true,
        });
      }
    }
  }
  return db.select().from(menus);
}

type MenuRow = Awaited<ReturnType<typeof seedMenus>>[number];

/** Which menu rows a demo role is granted, and whether each grant is active. */
function grantsFor(roleCode: string, all: MenuRow[]): { menuId: number; active: boolean }[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const pageOf = (m: MenuRow): MenuRow | undefined => (m.menutype === 'button' ? byId.get(m.parentId!) : m);
  const grants: { menuId: number; active: boolean }[] = [];
  const pages = all
    .filter((m) => m.menutype === 'menu')
    .filter((m) => {
      if (roleCode === 'operator') return !OPERATOR_HIDDEN.has(m.url);
      if (roleCode === 'viewer') return VIEWER_PAGES.has(m.url);
      return true;
    });
  const pageIds = new Set(pages.map((p) => p.id));
  for (const p of pages)
    grants.push({ menuId: p.id, active: !(roleCode === 'operator' && OPERATOR_INACTIVE.has(p.url)) });
  const grantedDirs = new Set<number>();
  for (const p of pages) {
    for (let up = byId.get(p.parentId!); up && up.menutype === 'directory'; up = byId.get(up.parentId!))
      grantedDirs.add(up.id);
  }
  for (const id of grantedDirs) grants.push({ menuId: id, active: true });
  if (roleCode !== 'viewer') {
    for (const b of all.filter((m) => m.menutype === 'button')) {
      const page = pageOf(b);
      if (!page || !pageIds.has(page.id)) continue;
      // Operators may view and edit clients and orders but not manage roles, staff or menus, or approve credit.
      if (roleCode === 'operator' && OPERATOR_NO_BUTTONS.has(b.permission)) continue;
      grants.push({ menuId: b.id, active: true });
    }
  }
  return grants;
}

/** Branches, roles, the menu catalogue, grants and the demo accounts. Runs once on an empty database. */
export async function seedBase(db: Db, demoPassword: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const b of DEMO_BRANCHES) await t.insert(branches).values({ ...b, logo: '' });
    const allMenus = await seedMenus(t);
    const passwordHash = await hash(demoPassword, ARGON2_OPTIONS);
    const roleIds = new Map<string, number>();
    for (const b of DEMO_BRANCHES) {
      for (const r of DEMO_ROLES) {
        const [row] = await t
          .insert(roles)
          .values({ gscode: b.gscode, ...r })
          .returning({ id: roles.id });
        roleIds.set(`${b.gscode}:${r.code}`, row.id);
        const grants = grantsFor(r.code, allMenus);
        if (grants.length) await t.insert(roleMenus).values(grants.map((g) => ({ roleId: row.id, ...g })));
      }
    }
    const accounts = [
      { gscode: '000', userName: 'owner', nickName: '平台管理员', roleCode: 'admin', operators: 'OP000' },
      { gscode: '001', userName: 'admin', nickName: '上海管理员', roleCode: 'admin', operators: 'OP001' },
      { gscode: '001', userName: 'operator', nickName: '上海操作员', roleCode: 'operator', operators: 'OP004' },
      { gscode: '001', userName: 'viewer', nickName: '上海只读', roleCode: 'viewer', operators: '' },
      { gscode: '002', userName: 'admin', nickName: '杭州管理员', roleCode: 'admin', operators: 'OP002' },
      { gscode: '002', userName: 'operator', nickName: '杭州操作员', roleCode: 'operator', operators: 'OP003' },
      { gscode: '002', userName: 'viewer', nickName: '杭州只读', roleCode: 'viewer', operators: '' },
    ];
    const ids = new Map<string, number>();
    for (const a of accounts) {
      const branch = DEMO_BRANCHES.find((b) => b.gscode === a.gscode)!;
      const [u] = await t
        .insert(users)
        .values({ ...a, reguserno: branch.guestcode, passwordHash, logintype: 1 })
        .returning({ id: users.id });
      ids.set(`${a.gscode}/${a.userName}`, u.id);
    }
    // Switch account: the administrators of 001 and 002 are granted each other's account, so a
    // switch can be undone. No other account may switch.
    await t.insert(switchGrants).values([
      { userId: ids.get('001/admin')!, targetUserId: ids.get('002/admin')! },
      { userId: ids.get('002/admin')!, targetUserId: ids.get('001/admin')! },
    ]);
  });
}
