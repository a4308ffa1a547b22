import { sql, type SQL } from 'drizzle-orm';
import {
  COMMISSION_ORDER_STATE,
  DEFAULT_COMMISSION_RATE,
  PROMOTER_DETAIL_CLIENTS_MAX,
  type PromoterOp,
  type PromoterRow,
  type promoterDetailQuery,
  type promoterListQuery,
  type ReferredClient,
  type ReferredOrder,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { allOf, containsAny, inList, listPage, type ListOrder, pageOf } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import { ownClients } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';
import { iso } from '../../db/row-values.js';

/**
 * Promoters (issue 12 #5): shop accounts that bring clients (clients.promoter_id) and earn a
 * commission on their orders. Every figure is summed in SQL numeric from the orders:
 *  - a referral's orders count from the later of the client's sign-up and the promoter's start
 *    (promoters.created_at), cancelled ones (state 9) never;
 *  - commission = rate % × the amount of those orders that are completed (state 4), rounded to
 *    the cent per promoter (per client in the detail; the promoter's own figure is not the sum of
 *    rounded client figures but the rounding of their exact sum).
 * Everything is scoped to the session's branch.
 */

type ListQuery = z.output<typeof promoterListQuery>;
type DetailQuery = z.output<typeof promoterDetailQuery>;
type Tx = Pick<Db, 'execute'>;
type Scope = Pick<Session, 'gscode' | 'ownDataOf'>;
export type AuditView = Record<string, unknown>;

const CANCELLED = 9;

/** A referred client's orders that count: its orders since the referral, cancelled ones aside (alias o; needs c and p). */
const countedOrders = (gscode: string) => sql`
  o.gscode = ${gscode} and o.client_id = c.id and o.created_at >= greatest(c.created_at, p.created_at) and o.status <> ${CANCELLED}`;

/**
 * Every promoter of the branch with its figures, as a relation (alias r): the account, the
 * promoter's status and rate, and referrals, orders, amount, completed amount and commission.
 */
function promoterFigures(scope: Scope): SQL {
  const { gscode } = scope;
  return sql`(
    select m.id, m.user_name, m.nickname, m.mobile, m.status as account_status,
           p.status, p.commission_rate, p.created_at as since, p.version,
           coalesce(f.referrals, 0) as referrals, coalesce(f.orders, 0) as orders,
           coalesce(f.amount, 0)::numeric(18, 2) as amount, coalesce(f.completed, 0)::numeric(18, 2) as completed,
           round(coalesce(f.completed, 0) * p.commission_rate / 100, 2)::numeric(18, 2) as commission
      from promoters p
      join members m on m.id = p.member_id and m.gscode = p.gscode
      left join lateral (
        select count(*)::int as referrals, coalesce(sum(x.orders), 0)::int as orders,
               sum(x.amount) as amount, sum(x.completed) as completed
          from clients c
          cross join lateral (
            select count(*) as orders, coalesce(sum(o.amount), 0) as amount,
                   coalesce(sum(o.amount) filter (where o.status = ${COMMISSION_ORDER_STATE}), 0) as completed
              from orders o where ${countedOrders(gscode)}
          ) x
         where c.gscode = p.gscode and c.promoter_id = p.member_id and ${ownClients(scope, sql`c`)}
      ) f on true
     where p.gscode = ${gscode}
  ) r`;
}

function where(q: Pick<ListQuery, 'q' | 'status'>): SQL {
  return allOf([
    containsAny(q.q, [sql`r.user_name`, sql`r.nickname`, sql`r.mobile`]),
    q.status?.length ? sql`r.status in ${inList(q.status.map(Number))}` : undefined,
  ]);
}

/** Highest commission first unless asked otherwise; the id breaks ties so pages never overlap. */
const ORDER: ListOrder<NonNullable<ListQuery['sort']>> = {
  columns: {
    userName: sql`lower(r.user_name)`,
    referrals: sql`r.referrals`,
    orders: sql`r.orders`,
    amount: sql`r.amount`,
    commission: sql`r.commission`,
    rate: sql`r.commission_rate`,
    since: sql`r.since`,
  },
  key: sql`r.id`,
  fallback: sql`r.commission desc, r.id desc`,
};

function rowOf(r: Record<string, unknown>): PromoterRow {
  return {
    id: Number(r.id),
    userName: String(r.user_name),
    nickname: String(r.nickname),
    mobile: String(r.mobile),
    status: Number(r.status),
    accountStatus: Number(r.account_status),
    commissionRate: String(r.commission_rate),
    since: iso(r.since),
    referrals: Number(r.referrals),
    orders: Number(r.orders),
    amount: String(r.amount),
    completedAmount: String(r.completed),
    commission: String(r.commission),
    version: Number(r.version),
  };
}

const rowColumns = sql`r.id, r.user_name, r.nickname, r.mobile, r.account_status, r.status, r.commission_rate::text as commission_rate, r.since,
  r.version, r.referrals, r.orders, r.amount::text as amount, r.completed::text as completed, r.commission::text as commission`;

/** gettgzxUser: one page of the branch's promoters with their figures, the filtered total and the summary row. */
export function promoterPage(db: Db, scope: Scope, q: ListQuery) {
  return listPage(db, q, {
    columns: rowColumns,
    from: promoterFigures(scope),
    where: where(q),
    order: ORDER,
    toRow: rowOf,
    summary: {
      columns: sql`coalesce(sum(r.referrals), 0)::int as referrals, coalesce(sum(r.orders), 0)::int as orders,
        coalesce(sum(r.amount), 0)::numeric(18, 2)::text as amount, coalesce(sum(r.commission), 0)::numeric(18, 2)::text as commission`,
      read: (s) => ({
        referrals: Number(s.referrals),
        orders: Number(s.orders),
        amount: String(s.amount),
        commission: String(s.commission),
      }),
    },
  });
}

/** gettgzxdetail: one promoter, its referred clients with their figures, and one page of the orders that count. */
export async function promoterDetail(db: Db, scope: Scope, q: DetailQuery) {
  const { gscode } = scope;
  const { rows } = await db.execute(sql`select ${rowColumns} from ${promoterFigures(scope)} where r.id = ${q.id}`);
  if (!rows[0]) throw notFoundRecord();
  const promoter = rowOf(rows[0]);
  // The referred clients, their orders and the promoter's figures over them follow the data scope.
  const onlyClient = sql`${q.guestcode ? sql`and c.guestcode = ${q.guestcode}` : sql``} and ${ownClients(scope, sql`c`)}`;
  const [clients, orders, orderCount] = await Promise.all([
    db.execute(sql`
      select c.id, c.guestcode, c.guestname, c.longname, c.created_at, x.orders, x.amount::text as amount, x.completed::text as completed,
             round(x.completed * p.commission_rate / 100, 2)::numeric(18, 2)::text as commission, count(*) over ()::int as total
        from promoters p
        join clients c on c.gscode = p.gscode and c.promoter_id = p.member_id
        cross join lateral (
          select count(*)::int as orders, coalesce(sum(o.amount), 0)::numeric(18, 2) as amount,
                 coalesce(sum(o.amount) filter (where o.status = ${COMMISSION_ORDER_STATE}), 0)::numeric(18, 2) as completed
            from orders o where ${countedOrders(gscode)}
        ) x
       where p.gscode = ${gscode} and p.member_id = ${q.id} and ${ownClients(scope, sql`c`)}
       order by c.created_at desc, c.id desc
       limit ${PROMOTER_DETAIL_CLIENTS_MAX}`),
    db.execute(sql`
      select o.id, o.orderno, c.guestcode, c.guestname, o.status, o.amount::text as amount, o.created_at
        from promoters p
        join clients c on c.gscode = p.gscode and c.promoter_id = p.member_id
        join orders o on ${countedOrders(gscode)}
       where p.gscode = ${gscode} and p.member_id = ${q.id} ${onlyClient}
       order by o.created_at desc, o.id desc
       ${pageOf(q)}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n
        from promoters p
        join clients c on c.gscode = p.gscode and c.promoter_id = p.member_id
        join orders o on ${countedOrders(gscode)}
       where p.gscode = ${gscode} and p.member_id = ${q.id} ${onlyClient}`),
  ]);
  const clientList: ReferredClient[] = clients.rows.map((r) => ({
    id: Number(r.id),
    guestcode: String(r.guestcode),
    guestname: String(r.guestname),
    longname: String(r.longname),
    signedUpAt: iso(r.created_at),
    orders: Number(r.orders),
    amount: String(r.amount),
    completedAmount: String(r.completed),
    commission: String(r.commission),
  }));
  const orderList: ReferredOrder[] = orders.rows.map((r) => ({
    id: Number(r.id),
    orderno: String(r.orderno),
    guestcode: String(r.guestcode),
    guestname: String(r.guestname),
    status: Number(r.status),
    amount: String(r.amount),
    createdAt: iso(r.created_at),
  }));
  return {
    promoter,
    clients: clientList,
    clientsTotal: clients.rows[0] ? Number(clients.rows[0].total) : 0,
    orders: { list: orderList, total: orderCount.rows[0].n },
  };
}

// ---------------------------------------------------------------------------------------------
// optgzxUser.

interface OpBody {
  op: PromoterOp;
  id: number;
  version?: number;
  commissionRate?: string;
}
interface OpResult {
  id: number;
  status: number;
  commissionRate: string;
  version: number;
}

/** "5" → "5.00", "12.5" → "12.50" (the contract allows at most two decimals, 0 … 100). */
const rateText = (v: string) => {
  const [i, f = ''] = v.split('.');
  return `${Number(i)}.${f.padEnd(2, '0')}`;
};

/** The branch's shop account named by id, or 404. */
async function memberOf(tx: Tx, gscode: string, id: number) {
  const { rows } = await tx.execute(
    sql`select id, user_name, status from members where gscode = ${gscode} and id = ${id}`,
  );
  if (!rows[0]) throw notFoundRecord();
  return { id: Number(rows[0].id), userName: String(rows[0].user_name), status: Number(rows[0].status) };
}

export async function changePromoter(
  db: Db,
  session: Session,
  body: OpBody,
): Promise<{ result: OpResult; before?: AuditView; after: AuditView }> {
  const { gscode } = session;
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, gscode, body.id);
    if (body.op === 'add') {
      if (member.status !== 1) throw new AppError('promoterAccountDisabled', { name: member.userName }, 409);
      const rate = body.commissionRate !== undefined ? rateText(body.commissionRate) : DEFAULT_COMMISSION_RATE;
      const { rows } = await tx.execute(sql`
        insert into promoters (member_id, gscode, status, commission_rate) values (${member.id}, ${gscode}, 1, ${rate})
        on conflict (member_id) do nothing
        returning status, commission_rate::text as commission_rate, version`);
      if (!rows[0]) throw new AppError('promoterExists', { name: member.userName }, 409);
      const result = {
        id: member.id,
        status: 1,
        commissionRate: String(rows[0].commission_rate),
        version: Number(rows[0].version),
      };
      return {
        result,
        after: { userName: member.userName, promoter: true, status: 1, commissionRate: result.commissionRate },
      };
    }
    const { rows } = await tx.execute(sql`
      select status, commission_rate::text as commission_rate, version from promoters
       where gscode = ${gscode} and member_id = ${member.id} for update`);
    const p = rows[0];
    if (!p) throw new AppError('promoterNotFound', { name: member.userName }, 404);
    if (body.version === undefined) throw new AppError('promoterVersionRequired', {}, 400);
    if (body.op === 'rate' && body.commissionRate === undefined) throw new AppError('promoterRateRequired', {}, 400);
    if (Number(p.version) !== body.version) throw new AppError('promoterStale', { name: member.userName }, 409);
    const before = { userName: member.userName, status: Number(p.status), commissionRate: String(p.commission_rate) };
    const after = {
      ...before,
      ...(body.op === 'enable'
        ? { status: 1 }
        : body.op === 'disable'
          ? { status: 0 }
          : { commissionRate: rateText(body.commissionRate!) }),
    };
    const same = after.status === before.status && after.commissionRate === before.commissionRate;
    const version = same ? body.version : body.version + 1;
    if (!same) {
      await tx.execute(sql`
        update promoters set status = ${after.status}, commission_rate = ${after.commissionRate}, version = version + 1, updated_at = now()
         where member_id = ${member.id}`);
    }
    return {
      result: { id: member.id, status: after.status, commissionRate: after.commissionRate, version },
      before,
      after,
    };
  });
}
