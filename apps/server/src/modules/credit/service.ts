import { sql, type SQL } from 'drizzle-orm';
import type { applyCreditBody, auditBody, creditListQuery, CreditRow } from '@bo/contract';
import { CREDIT_LIMITS, CreditState, M } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { allOf, containsAny, inList, listPage, localDayRange, type ListOrder } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import { ofOwnClient, ownClients } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';
import { t } from '../../i18n.js';
import { sendMessage, settleTodos } from '../messages/public.js';
import { creditLimitSql, creditUsedSql } from './credit-used.js';
import { iso, text } from '../../db/row-values.js';

/**
 * Credit review (issue 12 #4): the branch's credit applications, filing one, and the decision
 * that applies the terms to the client. Every query is scoped to the session's branch; an id or
 * customer number of another branch is "not found" and changes nothing. The decision is one
 * transaction that locks the application, then the client, so two reviewers of one application
 * are served one after the other and the second finds it decided (409).
 */

type Query = z.output<typeof creditListQuery>;
type ApplyInput = z.output<typeof applyCreditBody>;
type AuditInput = z.output<typeof auditBody>;
type Tx = Pick<Db, 'execute'>;
type Scope = Pick<Session, 'gscode' | 'branch' | 'ownDataOf'>;
export type AuditView = Record<string, unknown>;

/** The branch's local day now, as SQL (a date). */
const todayOf = (tz: string) => sql`(now() at time zone ${tz})::date`;

/** Aliases: a credit_applications, c clients, ua / ub users (applied by, audited by). */
const from = sql`credit_applications a
  join clients c on c.id = a.client_id and c.gscode = a.gscode
  left join users ua on ua.id = a.applied_by
  left join users ub on ub.id = a.audited_by`;

const columns = (scope: Scope) => sql`
  a.id, a.isyuejie, a.maxprice::text as maxprice, a.maxdays, a.tmpprice::text as tmpprice, a.tmpdays, a.reason,
  a.applied_at, a.state, a.audited_at, a.audit_comment,
  coalesce(ua.user_name, '') as applied_by, coalesce(ub.user_name, '') as audited_by,
  c.id as client_id, c.guestcode, c.guestname, c.isyuejie as c_isyuejie, c.maxprice::text as c_maxprice, c.maxdays as c_maxdays,
  c.tmp_until::text as c_tmp_until,
  ${creditUsedSql(scope.gscode, sql`c.id`)}::numeric(18, 2)::text as credit_used,
  ${creditLimitSql(sql`c`, todayOf(scope.branch.timezone))}::numeric(18, 2)::text as credit_limit`;

const money = (v: unknown) => Number(v).toFixed(2);

function rowOf(r: Record<string, unknown>): CreditRow {
  return {
    id: Number(r.id),
    isyuejie: Number(r.isyuejie),
    maxprice: money(r.maxprice),
    maxdays: Number(r.maxdays),
    tmpprice: money(r.tmpprice),
    tmpdays: Number(r.tmpdays),
    client: {
      id: Number(r.client_id),
      guestcode: String(r.guestcode),
      guestname: String(r.guestname),
      isyuejie: Number(r.c_isyuejie),
      maxprice: money(r.c_maxprice),
      maxdays: Number(r.c_maxdays),
      creditUsed: String(r.credit_used),
      creditLimit: String(r.credit_limit),
      tmpUntil: r.c_tmp_until ? text(r.c_tmp_until) : null,
    },
    reason: String(r.reason),
    appliedBy: String(r.applied_by),
    appliedAt: iso(r.applied_at),
    state: Number(r.state),
    auditedBy: String(r.audited_by),
    auditedAt: r.audited_at ? iso(r.audited_at) : null,
    auditComment: String(r.audit_comment),
  };
}

function where(scope: Scope, q: Query): SQL {
  return allOf([
    sql`a.gscode = ${scope.gscode}`,
    scope.ownDataOf === null ? undefined : ownClients(scope, sql`c`),
    q.state?.length ? sql`a.state in ${inList(q.state.map(Number))}` : undefined,
    containsAny(q.q, [sql`c.guestcode`, sql`c.guestname`, sql`c.longname`]),
    localDayRange(sql`a.applied_at`, scope.branch.timezone, q.from, q.to),
  ]);
}

/** Pending first, then newest application; the id breaks ties so pages never overlap. */
const ORDER: ListOrder<NonNullable<Query['sort']>> = {
  columns: {
    applied: sql`a.applied_at`,
    client: sql`c.guestcode`,
    maxprice: sql`a.maxprice`,
    tmpprice: sql`a.tmpprice`,
    state: sql`a.state`,
    audited: sql`a.audited_at`,
  },
  key: sql`a.id`,
  fallback: sql`(a.state = 0) desc, a.applied_at desc, a.id desc`,
  nulls: { audited: 'last' },
};

/** CheckCreditList: one page of the branch's applications, the filtered total and how many of them are pending. */
export function creditPage(db: Db, scope: Scope, q: Query) {
  return listPage(db, q, {
    columns: columns(scope),
    from,
    where: where(scope, q),
    order: ORDER,
    toRow: rowOf,
    countFrom: sql`credit_applications a join clients c on c.id = a.client_id and c.gscode = a.gscode`,
    summary: {
      columns: sql`(count(*) filter (where a.state = 0))::int as pending`,
      read: (r) => ({ pending: Number(r.pending) }),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Writes.

/** The to-do kind of a credit application (messages.todo_kind). */
export const CREDIT_TODO = 'credit';

const STATE_WORDS = { 1: { cn: '通过', en: 'approved' }, 2: { cn: '驳回', en: 'rejected' } } as const;

/** ApplyCredit: a pending application for the client with this number (one pending per client). */
export async function applyCredit(
  db: Db,
  session: Session,
  body: ApplyInput,
): Promise<{ result: { id: number }; after: AuditView }> {
  const tmp = Number(body.tmpprice);
  if (tmp > 0 && body.tmpdays === 0) throw new AppError('creditTmpDaysNeeded', { max: CREDIT_LIMITS.tmpdays }, 400);
  return db.transaction(async (tx) => {
    // The client row is locked: two applications for one client at once are served one after the other.
    const { rows } = await tx.execute(sql`
      select id, guestcode, guestname, status from clients c
       where gscode = ${session.gscode} and guestcode = ${body.guestcode} and ${ownClients(session, sql`c`)} for update`);
    const c = rows[0];
    if (!c) throw new AppError('creditClientNotFound', { guestcode: body.guestcode }, 404);
    if (Number(c.status) !== 1) throw new AppError('creditClientDisabled', { guestcode: body.guestcode }, 409);
    const pending = await tx.execute(
      sql`select 1 from credit_applications where client_id = ${c.id} and state = 0 limit 1`,
    );
    if (pending.rows[0]) throw new AppError('creditPendingExists', { guestcode: body.guestcode }, 409);
    // Without a temporary limit its days mean nothing: stored as 0.
    const tmpdays = tmp > 0 ? body.tmpdays : 0;
    const { rows: ins } = await tx.execute(sql`
      insert into credit_applications (gscode, client_id, isyuejie, maxprice, maxdays, tmpprice, tmpdays, reason, applied_by)
      values (${session.gscode}, ${c.id}, ${body.isyuejie}, ${body.maxprice}, ${body.maxdays}, ${body.tmpprice}, ${tmpdays}, ${body.reason}, ${session.userId})
      returning id`);
    const id = Number(ins[0].id);
    // A to-do for the branch's reviewers (issue 14): settled when the application is audited.
    const title = { client: `${String(c.guestname)} (${String(c.guestcode)})` };
    const words = { by: session.userName, maxprice: money(body.maxprice), maxdays: body.maxdays };
    await sendMessage(tx as unknown as Db, {
      gscode: session.gscode,
      kind: 'todo',
      title: t('cn', 'creditTodoTitle', title),
      titleEn: t('en', 'creditTodoTitle', title),
      body: t('cn', 'creditTodoBody', words),
      bodyEn: t('en', 'creditTodoBody', words),
      sender: { id: session.userId, name: session.userName },
      toMark: M.creditAudit,
      todoKind: CREDIT_TODO,
      refId: id,
    });
    return {
      result: { id },
      after: {
        client: String(c.guestcode),
        isyuejie: body.isyuejie,
        maxprice: money(body.maxprice),
        maxdays: body.maxdays,
        tmpprice: money(body.tmpprice),
        tmpdays,
        reason: body.reason,
        state: CreditState.pending,
      },
    };
  });
}

/**
 * fun_AuditPass: approves or rejects a pending application. An approval writes the terms to the
 * client (the temporary limit lasts until the branch's today + tmpdays) and bumps its version;
 * the operation log gets the application's and the client's before and after.
 */
export async function auditCredit(db: Db, session: Session, body: AuditInput) {
  const comment = body.comment;
  if (!body.pass && comment === '') throw new AppError('creditCommentNeeded', {}, 400);
  return db.transaction(async (tx: Tx) => {
    const { rows } = await tx.execute(sql`
      select id, client_id, state, isyuejie, maxprice::text as maxprice, maxdays, tmpprice::text as tmpprice, tmpdays
        from credit_applications a
       where gscode = ${session.gscode} and id = ${body.id} and ${ofOwnClient(session, sql`a.client_id`)} for update`);
    const a = rows[0];
    if (!a) throw notFoundRecord();
    const state = Number(a.state);
    if (state !== CreditState.pending)
      throw new AppError('creditNotPending', { state: STATE_WORDS[state as 1 | 2] }, 409);
    const { rows: cs } = await tx.execute(sql`
      select id, guestcode, isyuejie, maxprice::text as maxprice, maxdays, tmpprice::text as tmpprice, tmpdays, tmp_until::text as tmp_until, version
        from clients where gscode = ${session.gscode} and id = ${a.client_id} for update`);
    const c = cs[0];
    if (!c) throw notFoundRecord();
    const termsOf = (r: Record<string, unknown>) => ({
      isyuejie: Number(r.isyuejie),
      maxprice: money(r.maxprice),
      maxdays: Number(r.maxdays),
      tmpprice: money(r.tmpprice),
      tmpdays: Number(r.tmpdays),
    });
    const clientBefore = {
      guestcode: String(c.guestcode),
      ...termsOf(c),
      tmpUntil: c.tmp_until ? text(c.tmp_until) : null,
    };
    const newState = body.pass ? CreditState.approved : CreditState.rejected;
    await tx.execute(sql`
      update credit_applications set state = ${newState}, audited_by = ${session.userId}, audited_at = now(), audit_comment = ${comment}
       where id = ${body.id}`);
    await settleTodos(tx as unknown as Db, session.gscode, CREDIT_TODO, body.id, session.userName);
    const before: AuditView = { application: { state }, client: clientBefore };
    const after: AuditView = { application: { state: newState, comment } };
    let clientVersion = Number(c.version);
    if (body.pass) {
      const terms = termsOf(a);
      const { rows: up } = await tx.execute(sql`
        update clients set isyuejie = ${terms.isyuejie}, maxprice = ${terms.maxprice}, maxdays = ${terms.maxdays},
               tmpprice = ${terms.tmpprice}, tmpdays = ${terms.tmpdays},
               tmp_until = case when ${terms.tmpdays}::int > 0 then ${todayOf(session.branch.timezone)} + ${terms.tmpdays}::int else null end,
               version = version + 1, updated_at = now()
         where id = ${c.id}
         returning version, tmp_until::text as tmp_until`);
      clientVersion = Number(up[0].version);
      after.client = {
        guestcode: clientBefore.guestcode,
        ...terms,
        tmpUntil: up[0].tmp_until ? text(up[0].tmp_until) : null,
      };
    } else {
      after.client = clientBefore;
    }
    return { result: { id: body.id, state: newState, clientVersion }, before, after };
  });
}
