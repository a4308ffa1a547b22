import { sql, type SQL } from 'drizzle-orm';
import {
  MESSAGE_LIMITS,
  type MessageCounts,
  type MessageRow,
  type MessageTab,
  type messageListQuery,
  type sendMessageBody,
  type sendNoticeBody,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { allOf, containsAny, inList, listPage, localDayRange } from '../../db/sql-filters.js';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { publish } from '../push/public.js';
import { sendMessage } from './send.js';
import { iso, isoOrNull, textOrNull } from '../../db/row-values.js';

/**
 * The console's messages (issue 14 #4). Every read and every mark-as-read goes through
 * `visible` below, the one place that says who sees which message; writes go through
 * send.ts (sendMessage), which publishes the push.
 */

type ListQuery = z.output<typeof messageListQuery>;
type NoticeBody = z.output<typeof sendNoticeBody>;
type UserMessageBody = z.output<typeof sendMessageBody>;
/** What the scope needs of the session: never anything the request says. */
export type Reader = Pick<Session, 'gscode' | 'userId' | 'roleCode' | 'marks'>;

const marksOf = (s: Reader) =>
  s.marks.size
    ? sql`array[${sql.join(
        [...s.marks].map((m) => sql`${m}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;

/**
 * THE scope of messages (alias `m`) the reader may see: of the session's branch; notices for
 * everyone or naming the session's role; messages and to-dos addressed to the user; to-dos for a
 * mark the session holds. Narrowed to one kind when a tab is asked for, so each arm stays a
 * plain condition the planner can serve from an index (messages_to_user for a user's own).
 */
export function visible(s: Reader, tab?: MessageTab): SQL {
  const arms: SQL[] = [];
  if (!tab || tab === 'notice')
    arms.push(sql`(m.kind = 'notice' and (m.to_roles is null or ${s.roleCode} = any(m.to_roles)))`);
  if (!tab) arms.push(sql`(m.kind <> 'notice' and m.to_user_id = ${s.userId})`);
  else if (tab !== 'notice') arms.push(sql`(m.kind = ${tab} and m.to_user_id = ${s.userId})`);
  if (!tab || tab === 'todo') arms.push(sql`(m.kind = 'todo' and m.to_mark = any(${marksOf(s)}))`);
  return sql`m.gscode = ${s.gscode} and (${sql.join(arms, sql` or `)})`;
}

/** This reader's read row of message m (left-joined as r). */
const readJoin = (s: Reader) => sql`left join message_reads r on r.user_id = ${s.userId} and r.message_id = m.id`;
const unreadOf = (s: Reader) =>
  sql`not exists (select 1 from message_reads x where x.user_id = ${s.userId} and x.message_id = m.id)`;

const COLUMNS = sql`m.id, m.kind, m.title, m.title_en, m.body, m.body_en, m.sender_name, m.to_roles, m.todo_kind, m.ref_id,
  m.state, m.done_by, m.done_at, m.created_at, r.read_at`;

function rowOf(r: Record<string, unknown>): MessageRow {
  return {
    id: Number(r.id),
    kind: String(r.kind) as MessageRow['kind'],
    title: String(r.title),
    titleEn: String(r.title_en),
    body: String(r.body),
    bodyEn: String(r.body_en),
    senderName: String(r.sender_name),
    toRoles: (r.to_roles as string[] | null) ?? null,
    todoKind: textOrNull(r.todo_kind),
    refId: r.ref_id === null ? null : Number(r.ref_id),
    state: textOrNull(r.state) as MessageRow['state'],
    doneBy: textOrNull(r.done_by),
    doneAt: isoOrNull(r.done_at),
    createdAt: iso(r.created_at),
    readAt: isoOrNull(r.read_at),
  };
}

/** The list page's filtered set: one page, the total and how many of it are unread. */
export function messagePage(db: Db, s: Session, q: ListQuery) {
  const where = allOf([
    visible(s, q.tab),
    q.unread ? unreadOf(s) : undefined,
    q.tab === 'todo' && q.state ? sql`m.state = ${q.state}` : undefined,
    containsAny(q.q, [sql`m.title`, sql`m.title_en`]),
    localDayRange(sql`m.created_at`, s.branch.timezone, q.from, q.to),
  ]);
  return listPage(db, q, {
    columns: COLUMNS,
    from: sql`messages m ${readJoin(s)}`,
    where,
    // Newest first unless asked otherwise; the id breaks ties so pages never overlap.
    order: {
      columns: { title: sql`lower(m.title)`, createdAt: sql`m.created_at` },
      key: sql`m.id`,
      fallback: 'createdAt',
    },
    toRow: rowOf,
    countFrom: sql`messages m`,
    summary: {
      columns: sql`count(*) filter (where ${unreadOf(s)})::int as unread`,
      read: (r) => ({ unread: Number(r.unread) }),
    },
  });
}

/** Unread per tab and the open to-dos: the bell's one small query. */
export async function messageCounts(db: Db, s: Reader): Promise<MessageCounts> {
  const {
    rows: [c],
  } = await db.execute<Record<string, number>>(sql`
    select count(*) filter (where m.kind = 'notice' and ${unreadOf(s)})::int as notice,
           count(*) filter (where m.kind = 'message' and ${unreadOf(s)})::int as message,
           count(*) filter (where m.kind = 'todo' and ${unreadOf(s)})::int as todo,
           count(*) filter (where m.kind = 'todo' and m.state = 'open')::int as open_todos
      from messages m where ${visible(s)}`);
  return {
    unread: { notice: Number(c.notice), message: Number(c.message), todo: Number(c.todo) },
    openTodos: Number(c.open_todos),
  };
}

/** The newest few of each tab, for the bell's panel. */
export async function messagePanel(db: Db, s: Reader) {
  const newest = (tab: MessageTab) =>
    db
      .execute(
        sql`select ${COLUMNS} from messages m ${readJoin(s)} where ${visible(s, tab)}
      order by m.created_at desc, m.id desc limit ${MESSAGE_LIMITS.panel}`,
      )
      .then((r) => r.rows.map(rowOf));
  const [notice, message, todo, counts] = await Promise.all([
    newest('notice'),
    newest('message'),
    newest('todo'),
    messageCounts(db, s),
  ]);
  return { notice, message, todo, counts };
}

/** Tells the user's other open consoles (another browser, another device) that their counts changed. */
const tellOwnConsoles = (db: Db, s: Reader) => publish(db, { kind: 'message', gscode: s.gscode, userId: s.userId });

/** Marks the ids read that the reader may see and has not read; others are ignored. */
export async function readMessages(db: Db, s: Reader, ids: number[]): Promise<{ read: number }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const { rowCount } = await tx.execute(sql`
      insert into message_reads (user_id, message_id)
      select ${s.userId}, m.id from messages m where m.id in ${inList(unique)} and ${visible(s)}
      on conflict do nothing`);
    if (rowCount) await tellOwnConsoles(tx as unknown as Db, s);
    return { read: rowCount ?? 0 };
  });
}

/** Marks everything the reader sees (or one tab of it) read. */
export async function readAllMessages(db: Db, s: Reader, tab?: MessageTab): Promise<{ read: number }> {
  return db.transaction(async (tx) => {
    const { rowCount } = await tx.execute(sql`
      insert into message_reads (user_id, message_id)
      select ${s.userId}, m.id from messages m where ${visible(s, tab)} and ${unreadOf(s)}
      on conflict do nothing`);
    if (rowCount) await tellOwnConsoles(tx as unknown as Db, s);
    return { read: rowCount ?? 0 };
  });
}

const senderOf = async (db: Pick<Db, 'execute'>, s: Session) => {
  const { rows } = await db.execute<{ nick_name: string }>(sql`select nick_name from users where id = ${s.userId}`);
  return { id: s.userId, name: String(rows[0]?.nick_name || s.userName) };
};

/** A notice to the whole branch or to roles that exist in it (unknown ones are named in the refusal). */
export async function sendNotice(db: Db, s: Session, b: NoticeBody) {
  return db.transaction(async (tx) => {
    const roles = b.audience === 'roles' ? [...new Set(b.roles)] : [];
    if (roles.length) {
      const { rows } = await tx.execute<{ code: string }>(
        sql`select code from roles where gscode = ${s.gscode} and code in ${inList(roles)}`,
      );
      const known = new Set(rows.map((r) => String(r.code)));
      const unknown = roles.filter((r) => !known.has(r));
      if (unknown.length) throw new AppError('messageRoleUnknown', { roles: unknown.join(', ') }, 400);
    }
    const id = await sendMessage(tx as unknown as Db, {
      gscode: s.gscode,
      kind: 'notice',
      title: b.title,
      body: b.body,
      sender: await senderOf(tx, s),
      toRoles: roles.length ? roles : undefined,
    });
    return { result: { id }, after: { title: b.title, body: b.body, to: roles.length ? roles : 'all' } };
  });
}

/** A message to one active account of the session's branch; another branch's or a missing one is 404. */
export async function sendUserMessage(db: Db, s: Session, b: UserMessageBody) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; user_name: string; status: number }>(sql`
      select id, user_name, status from users where id = ${b.userId} and gscode = ${s.gscode}`);
    const to = rows[0];
    if (!to) throw new AppError('messageUserNotFound', {}, 404);
    if (Number(to.status) !== 1) throw new AppError('messageUserDisabled', { name: String(to.user_name) }, 400);
    const id = await sendMessage(tx as unknown as Db, {
      gscode: s.gscode,
      kind: 'message',
      title: b.title,
      body: b.body,
      sender: await senderOf(tx, s),
      toUserId: b.userId,
    });
    return { result: { id }, after: { title: b.title, body: b.body, to: String(to.user_name) } };
  });
}

/** The branch's roles and active accounts, for the send form. */
export async function messageAudience(db: Db, s: Session) {
  const [roles, users] = await Promise.all([
    db.execute<{ code: string; name: string; name_en: string }>(
      sql`select code, name, name_en from roles where gscode = ${s.gscode} order by id`,
    ),
    db.execute<{ id: number; user_name: string; nick_name: string; role_code: string }>(sql`
      select id, user_name, nick_name, role_code from users where gscode = ${s.gscode} and status = 1
       order by lower(user_name), id limit ${MESSAGE_LIMITS.audienceUsers}`),
  ]);
  return {
    roles: roles.rows.map((r) => ({ code: String(r.code), name: String(r.name), nameEn: String(r.name_en) })),
    users: users.rows.map((u) => ({
      id: Number(u.id),
      userName: String(u.user_name),
      nickName: String(u.nick_name),
      roleCode: String(u.role_code),
    })),
  };
}
