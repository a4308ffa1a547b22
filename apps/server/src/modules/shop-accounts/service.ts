import { sql, type SQL } from 'drizzle-orm';
import type { registerBody, shopAccountListQuery, ShopAccountOption, ShopAccountRow } from '@bo/contract';
import { SHOP_ACCOUNT_LOOKUP_MAX } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  allOf,
  containsAny,
  escapeLike,
  inList,
  listPage,
  localDayRange,
  type ListOrder,
} from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Changed } from '../../plugins/audit.js';
import { ownClients, unboundOrOwn, type DataScoped } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';
import { hashPassword, passwordRuleBroken } from '../auth/public.js';
import { iso } from '../../db/row-values.js';

/**
 * Shop accounts (issue 12 #2): the branch's members, the clients they order for and their
 * WeChat follower profile. Every query is scoped to the session's branch; an id or customer
 * number of another branch is "not found" and changes nothing. Every write is one transaction
 * that locks the account row, checks the version the user saw, then writes and bumps it.
 */

type Query = z.output<typeof shopAccountListQuery>;
type RegisterInput = z.output<typeof registerBody>;
type Tx = Pick<Db, 'execute'>;
type Scope = Pick<Session, 'gscode' | 'branch' | 'ownDataOf'>;
export type AuditView = Record<string, unknown>;

/** The row of the contract's shopAccountRow, column by column. Aliases: m members, c clients, f wechat_followers. */
const columns = sql`
  m.id, m.user_name, m.nickname, m.mobile, m.wx_openid is not null as wx_bound,
  coalesce(f.nickname, '') as wx_nickname, coalesce(f.avatar_url, '') as wx_avatar, coalesce(f.subscribed, false) as follower,
  c.id as client_id, c.guestcode, c.guestname, m.created_at, m.last_login_at, m.status, m.version,
  exists (select 1 from promoters p where p.member_id = m.id) as promoter, m.password_hash is not null as has_password`;

// The client and the follower are matched within the account's branch, so a stray row of
// another branch can never show.
const from = sql`members m
  left join clients c on c.id = m.client_id and c.gscode = m.gscode
  left join wechat_followers f on f.gscode = m.gscode and f.openid = m.wx_openid`;

function rowOf(r: Record<string, unknown>): ShopAccountRow {
  return {
    id: Number(r.id),
    userName: String(r.user_name),
    nickname: String(r.nickname),
    mobile: String(r.mobile),
    wxNickname: String(r.wx_nickname),
    wxAvatar: String(r.wx_avatar),
    wxBound: r.wx_bound === true,
    follower: r.follower === true,
    client:
      r.client_id === null || r.client_id === undefined
        ? null
        : { id: Number(r.client_id), guestcode: String(r.guestcode), guestname: String(r.guestname) },
    registeredAt: iso(r.created_at),
    lastLoginAt: r.last_login_at ? iso(r.last_login_at) : null,
    status: Number(r.status),
    promoter: r.promoter === true,
    hasPassword: r.has_password === true,
    version: Number(r.version),
  };
}

function where(scope: Scope, q: Query): SQL {
  return allOf([
    sql`m.gscode = ${scope.gscode}`,
    unboundOrOwn(scope, sql`m.client_id`),
    containsAny(q.q, [
      sql`m.user_name`,
      sql`m.nickname`,
      sql`m.mobile`,
      sql`f.nickname`,
      sql`c.guestcode`,
      sql`c.guestname`,
    ]),
    q.bound === 'bound' ? sql`m.client_id is not null` : q.bound === 'unbound' ? sql`m.client_id is null` : undefined,
    q.follower === 'yes' ? sql`f.subscribed is true` : q.follower === 'no' ? sql`f.subscribed is not true` : undefined,
    q.status?.length ? sql`m.status in ${inList(q.status.map(Number))}` : undefined,
    localDayRange(sql`m.created_at`, scope.branch.timezone, q.from, q.to),
  ]);
}

/** Newest registration first unless asked otherwise; the id breaks ties so pages never overlap. */
const ORDER: ListOrder<NonNullable<Query['sort']>> = {
  columns: {
    userName: sql`lower(m.user_name)`,
    nickname: sql`m.nickname`,
    client: sql`c.guestcode`,
    registered: sql`m.created_at`,
    lastLogin: sql`m.last_login_at`,
  },
  key: sql`m.id`,
  fallback: sql`m.created_at desc, m.id desc`,
  nulls: { lastLogin: 'last', client: 'last' },
};

/** Users: one page of the branch's shop accounts and the filtered total. */
export function shopAccountPage(db: Db, scope: Scope, q: Query) {
  return listPage(db, q, { columns, from, where: where(scope, q), order: ORDER, toRow: rowOf });
}

/** getCustomerUser: one account by its name, whatever its case; null when the branch has none. */
export async function shopAccountByName(db: Db, scope: Scope, userName: string): Promise<ShopAccountRow | null> {
  const { rows } = await db.execute(sql`
    select ${columns} from ${from}
     where m.gscode = ${scope.gscode} and lower(m.user_name) = lower(${userName}) and ${unboundOrOwn(scope, sql`m.client_id`)}
     order by m.user_name = ${userName} desc, m.id limit 1`);
  return rows[0] ? rowOf(rows[0]) : null;
}

/** Getzhuser: accounts whose name, mobile or nickname contains the words; names starting with them first. */
export async function lookUpShopAccounts(db: Db, scope: Scope, words: string): Promise<ShopAccountOption[]> {
  const contains = `%${escapeLike(words)}%`;
  const starts = `${escapeLike(words)}%`;
  const { rows } = await db.execute(sql`
    select m.id, m.user_name, m.nickname, m.mobile, m.status, coalesce(c.guestcode, '') as guestcode, coalesce(c.guestname, '') as guestname,
           exists (select 1 from promoters p where p.member_id = m.id) as promoter
      from members m left join clients c on c.id = m.client_id and c.gscode = m.gscode
     where m.gscode = ${scope.gscode} and ${unboundOrOwn(scope, sql`m.client_id`)} and (m.user_name ilike ${contains} or m.mobile ilike ${contains} or m.nickname ilike ${contains})
     order by (m.user_name ilike ${starts}) desc, lower(m.user_name), m.id
     limit ${SHOP_ACCOUNT_LOOKUP_MAX}`);
  return rows.map((r) => ({
    id: Number(r.id),
    userName: String(r.user_name),
    nickname: String(r.nickname),
    mobile: String(r.mobile),
    status: Number(r.status),
    promoter: r.promoter === true,
    guestcode: String(r.guestcode),
    guestname: String(r.guestname),
  }));
}

// ---------------------------------------------------------------------------------------------
// Writes.

export interface ClientRef {
  id: number;
  guestcode: string;
  guestname: string;
}

/**
 * The client of the branch with this customer number, enabled, in the session's data scope: else
 * 404 (none here, or out of reach) or 409 (disabled). Shop accounts and followers bind to it.
 */
export async function clientOf(tx: Tx, scope: DataScoped, guestcode: string): Promise<ClientRef> {
  const { rows } = await tx.execute(
    sql`select id, guestcode, guestname, status from clients c
         where gscode = ${scope.gscode} and guestcode = ${guestcode} and ${ownClients(scope, sql`c`)}`,
  );
  const c = rows[0];
  if (!c) throw new AppError('shopClientNotFound', { guestcode }, 404);
  if (Number(c.status) !== 1) throw new AppError('shopClientDisabled', { guestcode }, 409);
  return { id: Number(c.id), guestcode: String(c.guestcode), guestname: String(c.guestname) };
}

/** Names are unique in a branch whatever their case ("Zhang" beside "zhang" would only confuse people). */
async function assertNameFree(tx: Tx, gscode: string, userName: string) {
  const { rows } = await tx.execute(
    sql`select user_name from members where gscode = ${gscode} and lower(user_name) = lower(${userName}) limit 1`,
  );
  if (rows[0]) throw new AppError('shopNameTaken', { name: String(rows[0].user_name) }, 409);
}

/** Register: a new shop account with its first password, bound to a client when one is named. */
export async function registerShopAccount(
  db: Db,
  session: Session,
  body: RegisterInput,
): Promise<Changed<{ id: number; userName: string }>> {
  const { userName, password } = body;
  // The name first: "taken" is the answer whatever else is wrong (checked again under the lock).
  await assertNameFree(db, session.gscode, userName);
  const broken = passwordRuleBroken(password, userName);
  if (broken) throw new AppError(broken, {}, 400);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Two registrations of one name (any case) at once: the second waits here, then finds it taken.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`members:${session.gscode}:${userName.toLowerCase()}`}))`,
    );
    await assertNameFree(tx, session.gscode, userName);
    const client = body.guestcode ? await clientOf(tx, session, body.guestcode) : null;
    const { rows } = await tx.execute(sql`
      insert into members (gscode, client_id, user_name, nickname, mobile, password_hash, status)
      values (${session.gscode}, ${client?.id ?? null}, ${userName}, ${body.nickname}, ${body.mobile}, ${passwordHash}, 1)
      returning id`);
    const id = Number(rows[0].id);
    return {
      result: { id, userName },
      // "password" is masked by the operation log whatever it holds; the word only makes it a change.
      after: {
        userName,
        nickname: body.nickname,
        mobile: body.mobile,
        client: client?.guestcode ?? null,
        status: 1,
        password: 'set',
      },
    };
  });
}

interface Locked {
  id: number;
  userName: string;
  status: number;
  version: number;
  client: ClientRef | null;
}

/** The account row of the branch, locked for the transaction, checked against the version the user saw. */
async function lockAccount(tx: Tx, scope: DataScoped, id: number, version: number): Promise<Locked> {
  const { rows } = await tx.execute(sql`
    select m.id, m.user_name, m.status, m.version, c.id as client_id, c.guestcode, c.guestname
      from members m left join clients c on c.id = m.client_id and c.gscode = m.gscode
     where m.gscode = ${scope.gscode} and m.id = ${id} and ${unboundOrOwn(scope, sql`m.client_id`)}
       for update of m`);
  const r = rows[0];
  if (!r) throw notFoundRecord();
  const locked: Locked = {
    id: Number(r.id),
    userName: String(r.user_name),
    status: Number(r.status),
    version: Number(r.version),
    client:
      r.client_id === null
        ? null
        : { id: Number(r.client_id), guestcode: String(r.guestcode), guestname: String(r.guestname) },
  };
  if (locked.version !== version) throw new AppError('shopAccountStale', { name: locked.userName }, 409);
  return locked;
}

const changeOf = (a: Locked, version: number, status: number, client: ClientRef | null) => ({
  id: a.id,
  version,
  status,
  client: client ? { id: client.id, guestcode: client.guestcode, guestname: client.guestname } : null,
});

/** accountBindingClient: binds the account to the client with this number, or unbinds it (null). */
export async function bindShopAccount(db: Db, session: Session, id: number, version: number, guestcode: string | null) {
  return db.transaction(async (tx) => {
    const before = await lockAccount(tx, session, id, version);
    const client = guestcode === null ? null : await clientOf(tx, session, guestcode);
    const audit = {
      before: { userName: before.userName, client: before.client?.guestcode ?? null },
      after: { userName: before.userName, client: client?.guestcode ?? null },
    };
    // Bound to that client already (or unbound twice): nothing changes, the version stays.
    if ((before.client?.id ?? null) === (client?.id ?? null))
      return { result: changeOf(before, before.version, before.status, client), ...audit };
    await tx.execute(sql`update members set client_id = ${client?.id ?? null}, version = version + 1 where id = ${id}`);
    return { result: changeOf(before, before.version + 1, before.status, client), ...audit };
  });
}

/** SetShopAccountStatus: enables (1) or disables (0) the account. */
export async function setShopAccountStatus(
  db: Pick<Db, 'transaction'>,
  session: Session,
  id: number,
  version: number,
  status: number,
) {
  return db.transaction(async (tx) => {
    const before = await lockAccount(tx, session, id, version);
    const audit = {
      before: { userName: before.userName, status: before.status },
      after: { userName: before.userName, status },
    };
    if (before.status === status)
      return { result: changeOf(before, before.version, status, before.client), changed: false, ...audit };
    await tx.execute(sql`update members set status = ${status}, version = version + 1 where id = ${id}`);
    return { result: changeOf(before, before.version + 1, status, before.client), changed: true, ...audit };
  });
}
