import { sql } from 'drizzle-orm';
import {
  ADMIN_ROLE_CODE,
  LOGIN_TYPE_ACCOUNT,
  M,
  type Lang,
  type PowerRequestView,
  type PowerState,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFoundRecord, otherBranch } from '../../errors.js';
import { t, type Localized } from '../../i18n.js';
import type { AuditEntry } from '../../plugins/audit.js';
import type { Session } from '../../plugins/session.js';
import { sendMessage, settleTodos } from '../messages/public.js';
import { publish } from '../push/public.js';
import { markWords } from '../../mark-words.js';
import { assertRoleWithinOwnPower } from '../staff/public.js';
import { iso, text } from '../../db/row-values.js';

/**
 * Power requests (issue 14 #3; spec §4, §6, §7 save_power_sq, §8). A user asks for a page their
 * role lists as inactive; the branch's holders of role:edit get a to-do. Approving activates the
 * ROLE's grant of the page (the console's only grant model: every account of the role gets it),
 * bumps the role's version like a save of its powers, and tells the role's open consoles to reload
 * their menu; rejecting needs a reason, which the requester receives as a message. Everything is
 * scoped to the session's branch; what the request names (guestcode, gscode) only has to match it.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;
type AuditView = Pick<AuditEntry, 'targetId' | 'before' | 'after'>;

/** The to-do kind of a power request (messages.todo_kind). */
export const POWER_TODO = 'power';

const both = (key: Parameters<typeof t>[1], params: Parameters<typeof t>[2] = {}) => ({
  cn: t('cn', key, params),
  en: t('en', key, params),
});
const pageName = (p: { title: string; titleEn: string }): Localized => ({ cn: p.title, en: p.titleEn });
const personName = (nick: string, user: string) => (nick && nick !== user ? `${nick} (${user})` : user);

interface Page {
  menuId: number;
  title: string;
  titleEn: string;
  url: string;
  mark: string;
  active: boolean;
}

/**
 * The page `powers` names among the menu rows the session's role is granted: by its mark, or, for
 * a row outside the route catalogue (whose mark the browser is not told while it is inactive), by
 * its route. An inactive grant is preferred when two rows share a mark.
 */
async function grantedPage(db: Q, session: Session, powers: string): Promise<Page | undefined> {
  const byUrl = powers.startsWith('/');
  const { rows } = await db.execute(sql`
    select m.id, m.menuname, m.menuename, m.url, m.permission, rm.active
      from roles r
      join role_menus rm on rm.role_id = r.id
      join menus m on m.id = rm.menu_id and m.status = 1 and m.menutype = 'menu'
     where r.gscode = ${session.gscode} and r.code = ${session.roleCode} and r.status = 1
       and ${byUrl ? sql`m.url = ${powers}` : sql`m.permission = ${powers}`}
     order by rm.active, m.id
     limit 1`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    menuId: Number(r.id),
    title: String(r.menuname),
    titleEn: String(r.menuename),
    url: String(r.url),
    mark: String(r.permission),
    active: r.active === true,
  };
}

export interface PowerAsk {
  powers: string;
  menunames: string;
  guestcode: string;
  gscode: string;
}

/**
 * save_power_sq: a pending request for the page and a to-do for the branch's holders of role:edit,
 * in one transaction. Asking again while one is pending writes nothing and says it was sent.
 * Refused, writing nothing: another branch or user named (403), an account-login user without a
 * bound operator (spec §6, 409), a page the role is not granted (404) or already has (409).
 */
export async function requestPower(db: Db, session: Session, ask: PowerAsk, lang: Lang) {
  if (ask.gscode !== session.gscode || ask.guestcode !== session.reguserno) throw otherBranch();
  const { rows: us } = await db.execute(
    sql`select logintype, operators, nick_name from users where id = ${session.userId}`,
  );
  const user = us[0];
  if (!user) throw notFoundRecord();
  if (Number(user.logintype) === LOGIN_TYPE_ACCOUNT && String(user.operators).trim() === '') {
    throw new AppError('powerNeedsOperator', {}, 409);
  }
  return db.transaction(async (tx) => {
    const page = await grantedPage(tx, session, ask.powers);
    if (!page) throw new AppError('powerPageUnknown', { powers: ask.powers }, 404);
    if (page.active) throw new AppError('powerAlreadyActive', { page: pageName(page) }, 409);
    // The partial unique index (one pending request per user and page) decides between two tabs asking at once.
    const { rows: ins } = await tx.execute(sql`
      insert into power_requests (gscode, user_id, role_code, menu_id, powers, menunames)
      values (${session.gscode}, ${session.userId}, ${session.roleCode}, ${page.menuId}, ${ask.powers}, ${ask.menunames})
      on conflict (user_id, menu_id) where state = 'pending' do nothing
      returning id`);
    if (!ins[0]) {
      const { rows: old } = await tx.execute(sql`
        select id from power_requests where user_id = ${session.userId} and menu_id = ${page.menuId} and state = 'pending'`);
      return {
        id: Number(old[0].id),
        already: true,
        res_msg: t(lang, 'powerAlreadySent', { page: pageName(page) }),
        audit: null,
      };
    }
    const id = Number(ins[0].id);
    const { rows: rs } = await tx.execute(
      sql`select name, name_en from roles where gscode = ${session.gscode} and code = ${session.roleCode}`,
    );
    const role: Localized = {
      cn: text(rs[0]?.name ?? session.roleCode),
      en: text(rs[0]?.name_en ?? session.roleCode),
    };
    const name = personName(String(user.nick_name), session.userName);
    const title = both('powerTodoTitle', { name, page: pageName(page) });
    const body = both('powerTodoBody', { role });
    await sendMessage(tx as unknown as Db, {
      gscode: session.gscode,
      kind: 'todo',
      title: title.cn,
      titleEn: title.en,
      body: body.cn,
      bodyEn: body.en,
      sender: { id: session.userId, name },
      toMark: M.roleEdit,
      todoKind: POWER_TODO,
      refId: id,
    });
    const audit: AuditView = {
      targetId: String(id),
      after: { page: page.url, mark: page.mark, role: session.roleCode, state: 'pending' },
    };
    return { id, already: false, res_msg: t(lang, 'powerSent', { page: pageName(page) }), audit };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading and deciding

const viewColumns = sql`
  p.id, p.state, p.reason, p.decided_by, p.decided_at, p.created_at, p.menunames, p.role_code, p.user_id, p.menu_id,
  m.menuname, m.menuename, m.url, m.permission,
  u.user_name, u.nick_name,
  coalesce(r.name, p.role_code) as role_name, coalesce(r.name_en, p.role_code) as role_name_en,
  (select count(*)::int from users x where x.gscode = p.gscode and x.role_code = p.role_code) as role_users`;

const viewFrom = sql`power_requests p
  join menus m on m.id = p.menu_id
  join users u on u.id = p.user_id
  left join roles r on r.gscode = p.gscode and r.code = p.role_code`;

function viewOf(r: Record<string, unknown>): PowerRequestView {
  return {
    id: Number(r.id),
    state: r.state as PowerState,
    page: {
      menuId: Number(r.menu_id),
      title: String(r.menuname),
      title_en: String(r.menuename),
      url: String(r.url),
      mark: String(r.permission),
    },
    requester: { id: Number(r.user_id), userName: String(r.user_name), nickName: String(r.nick_name) },
    role: {
      code: String(r.role_code),
      name: String(r.role_name),
      name_en: String(r.role_name_en),
      users: Number(r.role_users),
    },
    menunames: String(r.menunames),
    reason: String(r.reason),
    decidedBy: text(r.decided_by ?? ''),
    decidedAt: r.decided_at ? iso(r.decided_at) : null,
    createdAt: iso(r.created_at),
  };
}

async function viewById(db: Q, session: Session, id: number): Promise<PowerRequestView> {
  const { rows } = await db.execute(
    sql`select ${viewColumns} from ${viewFrom} where p.gscode = ${session.gscode} and p.id = ${id}`,
  );
  if (!rows[0]) throw notFoundRecord();
  return viewOf(rows[0]);
}

/** GET /api/Power/Get: one request of the session's branch (another branch's id: 404). */
export const powerRequest = (db: Db, session: Session, id: number) => viewById(db, session, id);

const STATE_WORDS: Record<'approved' | 'rejected', Localized> = {
  approved: { cn: t('cn', 'powerApproved'), en: t('en', 'powerApproved') },
  rejected: { cn: t('cn', 'powerRejected'), en: t('en', 'powerRejected') },
};

/**
 * POST /api/Power/Decide. Refused, changing nothing: not the branch's (404), decided already
 * (409), a rejection without a reason (400); approving also: the built-in administrator role or
 * the approver's own (403, like a save of powers), a role gone or disabled or no longer listing
 * the page (409), a mark the approver does not hold themselves (403).
 * Approving settles every pending request of the role for the page (they all got it).
 */
export async function decidePower(
  db: Db,
  session: Session,
  input: { id: number; approve: boolean; reason: string },
  audit: (a: AuditView) => void,
): Promise<PowerRequestView> {
  audit({ targetId: String(input.id) });
  if (!input.approve && input.reason === '') throw new AppError('powerReasonNeeded', {}, 400);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      select id, state, user_id, role_code, menu_id, decided_by from power_requests
       where gscode = ${session.gscode} and id = ${input.id} for update`);
    const req = rows[0];
    if (!req) throw notFoundRecord();
    const state = String(req.state) as PowerState;
    if (state !== 'pending')
      throw new AppError('powerNotPending', { by: text(req.decided_by ?? ''), state: STATE_WORDS[state] }, 409);
    const view = await viewById(tx, session, input.id);
    const page = { title: view.page.title, titleEn: view.page.title_en };
    const roleCode = String(req.role_code);
    const decidedBy = personName(await nickOf(tx, session), session.userName);
    let settled = [{ id: input.id, userId: Number(req.user_id) }];
    const before: Record<string, unknown> = { state };
    const after: Record<string, unknown> = {
      state: input.approve ? 'approved' : 'rejected',
      page: view.page.url,
      role: roleCode,
    };

    if (input.approve) {
      // The role's row first, as a save of its powers locks it: the two are served one after the other.
      const { rows: rr } = await tx.execute(sql`
        select id, code, status, version from roles where gscode = ${session.gscode} and code = ${roleCode} for update`);
      const role = rr[0];
      const roleWord = { cn: view.role.name, en: view.role.name_en };
      if (roleCode === ADMIN_ROLE_CODE) throw new AppError('roleBuiltin', {}, 403);
      if (roleCode === session.roleCode) throw new AppError('roleOwn', {}, 403);
      // Before the role's state: a disabled role's grants are still power someone can re-enable.
      if (role)
        await assertRoleWithinOwnPower(tx, session, {
          code: roleCode,
          name: view.role.name,
          name_en: view.role.name_en,
        });
      if (!role || Number(role.status) !== 1) throw new AppError('powerRoleGone', { role: roleWord }, 409);
      const roleId = Number(role.id);
      const menuId = Number(req.menu_id);
      // The page and the buttons under it that the role is granted: a button takes its page's active flag.
      const { rows: grants } = await tx.execute(sql`
        with recursive below as (
          select m.id, m.permission from menus m where m.id = ${menuId}
          union all
          select m.id, m.permission from menus m join below b on m.parent_id = b.id where m.menutype = 'button'
        )
        select b.id, b.permission, rm.active from below b join role_menus rm on rm.menu_id = b.id and rm.role_id = ${roleId}`);
      if (!grants.some((g) => Number(g.id) === menuId))
        throw new AppError('powerGrantGone', { role: roleWord, page: pageName(page) }, 409);
      const turning = grants.filter((g) => g.active !== true);
      const notHeld = [
        ...new Set(turning.map((g) => String(g.permission)).filter((m) => m !== '' && !session.marks.has(m))),
      ].sort();
      if (notHeld.length) throw new AppError('roleGrantNotHeld', { marks: markWords(notHeld) }, 403);
      if (turning.length) {
        await tx.execute(sql`
          update role_menus set active = true
           where role_id = ${roleId} and menu_id in (${sql.join(
             turning.map((g) => sql`${Number(g.id)}`),
             sql`, `,
           )})`);
        await tx.execute(sql`update roles set version = version + 1 where id = ${roleId}`);
        before.version = Number(role.version);
        after.version = Number(role.version) + 1;
        after.activated = turning
          .map((g) => String(g.permission))
          .filter((m) => m !== '')
          .join(', ');
      }
      const { rows: all } = await tx.execute(sql`
        update power_requests set state = 'approved', decided_by = ${decidedBy}, decided_at = now()
         where gscode = ${session.gscode} and role_code = ${roleCode} and menu_id = ${menuId} and state = 'pending'
         returning id, user_id`);
      settled = all.map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
      if (settled.length > 1)
        after.alsoSettled = settled
          .filter((s) => s.id !== input.id)
          .map((s) => s.id)
          .join(', ');
      // The role's open consoles reload their menu: the page opens at once (marks come from the database per request).
      await publish(tx, { kind: 'menu', gscode: session.gscode, roles: [roleCode] });
    } else {
      await tx.execute(sql`
        update power_requests set state = 'rejected', reason = ${input.reason}, decided_by = ${decidedBy}, decided_at = now()
         where id = ${input.id}`);
      after.reason = input.reason;
    }

    for (const s of settled) {
      await settleTodos(tx as unknown as Db, session.gscode, POWER_TODO, s.id, decidedBy);
      const title = both(input.approve ? 'powerApprovedTitle' : 'powerRejectedTitle', { page: pageName(page) });
      const body = both(input.approve ? 'powerApprovedBody' : 'powerRejectedBody', {
        by: decidedBy,
        page: pageName(page),
        reason: input.reason,
      });
      await sendMessage(tx as unknown as Db, {
        gscode: session.gscode,
        kind: 'message',
        title: title.cn,
        titleEn: title.en,
        body: body.cn,
        bodyEn: body.en,
        sender: { id: session.userId, name: decidedBy },
        toUserId: s.userId,
      });
    }
    audit({ targetId: String(input.id), before, after });
    return viewById(tx, session, input.id);
  });
}

async function nickOf(db: Q, session: Session): Promise<string> {
  const { rows } = await db.execute(sql`select nick_name from users where id = ${session.userId}`);
  return text(rows[0]?.nick_name ?? '');
}
