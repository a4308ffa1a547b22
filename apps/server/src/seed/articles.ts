import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const DAY = 86_400_000;

/** Demo news of a branch: plain, safe HTML (what the sanitiser keeps as it is), no images. */
const ITEMS: {
  category: string;
  title: string;
  summary: string;
  body: string;
  state: 'draft' | 'published' | 'scheduled';
  days: number;
}[] = [
  {
    category: 'company',
    state: 'published',
    days: -40,
    title: '新版名片定制平台上线',
    summary: '在线设计、实时预览、一键下单，名片定制从未如此简单。',
    body: '<h2>更快的下单体验</h2><p>新版平台支持<strong>在线设计</strong>与<em>实时预览</em>，常用模板一键套用。</p><ul><li>上百款模板</li><li>纸张与工艺自由组合</li><li>订单进度随时可查</li></ul>',
  },
  {
    category: 'notice',
    state: 'published',
    days: -12,
    title: '春节期间发货安排',
    summary: '春节假期前后的订单截止时间与恢复发货时间。',
    body: '<p>各位客户：</p><p>春节前最后一批订单请于<strong>腊月二十五</strong>前确认，节后正月初八起恢复发货。</p><blockquote><p>加急订单请提前联系客服。</p></blockquote>',
  },
  {
    category: 'industry',
    state: 'published',
    days: -3,
    title: '特种纸在商务印刷中的应用',
    summary: '触感纸、珠光纸与再生纸，各自适合什么场合？',
    body: '<h3>触感纸</h3><p>手感细腻，适合高端名片。</p><h3>珠光纸</h3><p>光泽柔和，适合请柬与贺卡。</p><h3>再生纸</h3><p>环保质朴，适合品牌手册。更多资料见 <a href="https://www.example.com/paper" rel="noopener noreferrer" target="_blank">纸张手册</a>。</p>',
  },
  {
    category: 'product',
    state: 'scheduled',
    days: 7,
    title: '烫金名片限时优惠',
    summary: '烫金、压纹工艺名片下月起限时八折。',
    body: '<p>下月起，<strong>烫金</strong>与<strong>压纹</strong>工艺名片限时八折，数量有限。</p><ol><li>选择模板</li><li>勾选烫金工艺</li><li>提交订单自动优惠</li></ol>',
  },
  {
    category: 'company',
    state: 'draft',
    days: -1,
    title: '客户服务时间调整（草稿）',
    summary: '',
    body: '<p>客服热线服务时间拟调整为每天 8:30 至 21:00。</p><hr /><p>待确认后发布。</p>',
  },
  {
    category: 'notice',
    state: 'draft',
    days: 0,
    title: '年度客户回馈活动方案（草稿）',
    summary: '活动细则待定。',
    body: '<p>活动细则待市场部确认。</p>',
  },
];

/**
 * Demo news items of a branch (issue 13 #3): published ones, drafts and one scheduled a week
 * ahead, each with its first revision, written by the branch's administrator.
 */
export async function seedArticles(db: Db, gscode: string, now: Date): Promise<void> {
  const { rows } = await db.execute<{ user_name: string }>(sql`
    select user_name from users where gscode = ${gscode} and role_code = 'admin' and status = 1 order by id limit 1`);
  const author = rows[0]?.user_name ?? 'admin';
  for (const it of ITEMS) {
    const at = new Date(now.getTime() + it.days * DAY).toISOString();
    const publishAt = it.state === 'draft' ? null : at;
    const {
      rows: [a],
    } = await db.execute<{ id: number }>(sql`
      insert into articles (gscode, category, title, summary, body, state, publish_at, author, version, created_at, updated_at)
      values (${gscode}, ${it.category}, ${it.title}, ${it.summary}, ${it.body}, ${it.state}, ${publishAt}, ${author}, 1,
              ${at}::timestamptz - interval '1 day', least(${at}::timestamptz, ${now.toISOString()}::timestamptz))
      returning id`);
    await db.execute(sql`
      insert into article_revisions (article_id, gscode, version, category, title, summary, cover, body, saved_by, saved_at)
      values (${a.id}, ${gscode}, 1, ${it.category}, ${it.title}, ${it.summary}, '', ${it.body}, ${author},
              least(${at}::timestamptz, ${now.toISOString()}::timestamptz))`);
  }
}
