import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const HOUR = 3_600_000;

interface Demo {
  kind: 'notice' | 'message';
  title: string;
  body: string;
  /** Hours before now. */
  ago: number;
  /** A notice for these roles only. */
  roles?: string[];
  /** A message from the administrator to the account of this name. */
  to?: string;
  /** Read already by the administrator. */
  read?: boolean;
}

const DEMO: Demo[] = [
  {
    kind: 'notice',
    title: '系统将于周日 02:00 维护升级',
    body: '维护期间约一小时无法登录后台，已提交的订单不受影响。',
    ago: 2,
    read: false,
  },
  {
    kind: 'notice',
    title: '新增名片模板 12 款',
    body: '名片设置中已上线 12 款新模板，欢迎向客户推荐。',
    ago: 50,
    read: true,
  },
  {
    kind: 'notice',
    title: '年底订单高峰，请提前备货',
    body: '12 月订单量预计增加三成，请各岗位提前安排。',
    ago: 130,
    roles: ['operator'],
  },
  {
    kind: 'message',
    title: '客户张先生的加急名片请今天发货',
    body: '订单已付款，客户明早需要。',
    ago: 5,
    to: 'operator',
  },
  { kind: 'message', title: '本月对账单已生成', body: '请在月底前核对客户付款记录。', ago: 30, to: 'viewer' },
];

/**
 * Demo messages of a branch (issue 14 #4), so the bell is not empty on a fresh start: three
 * notices (one for operators only), two messages from the administrator, and a to-do for each
 * of two pending credit applications (for the holders of credit:audit). Runs once on a branch
 * without messages; written directly (no push: nobody is signed in while seeding).
 */
export async function seedMessages(db: Db, gscode: string, now: Date): Promise<void> {
  const { rows: any } = await db.execute(sql`select 1 from messages where gscode = ${gscode} limit 1`);
  if (any.length) return;
  const { rows: users } = await db.execute<{ id: number; user_name: string; nick_name: string }>(sql`
    select id, user_name, nick_name from users where gscode = ${gscode} order by id`);
  const byName = new Map(users.map((u) => [String(u.user_name), u]));
  const admin = byName.get('admin');
  if (!admin) return;
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();
  for (const d of DEMO) {
    const to = d.to ? byName.get(d.to) : undefined;
    if (d.to && !to) continue;
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into messages (gscode, kind, title, body, sender_id, sender_name, to_user_id, to_roles, created_at)
      values (${gscode}, ${d.kind}, ${d.title}, ${d.body}, ${admin.id}, ${String(admin.nick_name)}, ${to?.id ?? null},
              ${
                d.roles
                  ? sql`array[${sql.join(
                      d.roles.map((r) => sql`${r}`),
                      sql`, `,
                    )}]::text[]`
                  : null
              }, ${at(d.ago)})
      returning id`);
    if (d.read)
      await db.execute(
        sql`insert into message_reads (user_id, message_id, read_at) values (${admin.id}, ${rows[0].id}, ${at(d.ago - 1)})`,
      );
  }
  // To-dos for pending credit applications: answered on the credit review page.
  await db.execute(sql`
    insert into messages (gscode, kind, title, title_en, body, body_en, to_mark, todo_kind, ref_id, state, created_at)
    select a.gscode, 'todo', '客户 ' || c.guestname || ' 申请信用', 'Credit application of ' || c.guestname,
           a.reason, '', 'credit:audit', 'credit', a.id, 'open', a.applied_at
      from credit_applications a join clients c on c.id = a.client_id
     where a.gscode = ${gscode} and a.state = 0
     order by a.applied_at desc limit 2`);
}
