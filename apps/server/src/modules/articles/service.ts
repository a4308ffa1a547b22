import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  ARTICLE_LIMITS,
  parseUploadAddress,
  UPLOAD_EXTENSIONS,
  type ArticleItem,
  type ArticlePublishOp,
  type ArticleRevision,
  type ArticleRevisionRow,
  type ArticleRow,
  type ArticleSaved,
  type articleListQuery,
  type ImageMime,
  type PublicNewsRow,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { allOf, containsAny, inList, listPage, type ListOrder } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { bodyBytes, sanitizeArticleHtml } from './sanitize.js';
import { iso, isoOrNull } from '../../db/row-values.js';

/**
 * News items (issue 13 #3), always of the session's branch. Every save of the content sanitises
 * the body (sanitize.ts), checks the images (cover: refused unless the branch's stored upload;
 * body: others removed), bumps the version and writes a revision, in one transaction. Publishing
 * changes the state, publish_at and the version only.
 *
 * A scheduled item whose time has come is published: lists and public reads count it so
 * (`effectiveState`), without a job that flips it.
 */

type ListQuery = z.output<typeof articleListQuery>;
type Tx = Pick<Db, 'execute'>;
type Scope = Pick<Session, 'gscode'>;
export type AuditView = Record<string, unknown>;

export interface ContentInput {
  category: string;
  title: string;
  summary: string;
  cover: string;
  body: string;
}

/** The state a reader sees: a scheduled item whose time has passed is published. */
const effectiveState = sql`(case when a.state = 'scheduled' and a.publish_at <= now() then 'published' else a.state end)`;

const rowColumns = sql`a.id, a.category, a.title, a.summary, a.cover, ${effectiveState} as state, a.publish_at, a.author, a.version,
  a.created_at, a.updated_at,
  coalesce((select r.saved_by from article_revisions r where r.article_id = a.id order by r.id desc limit 1), a.author) as updated_by`;

function rowOf(r: Record<string, unknown>): ArticleRow {
  return {
    id: Number(r.id),
    category: String(r.category),
    title: String(r.title),
    summary: String(r.summary),
    cover: String(r.cover),
    state: String(r.state) as ArticleRow['state'],
    publishAt: isoOrNull(r.publish_at),
    author: String(r.author),
    updatedBy: String(r.updated_by),
    version: Number(r.version),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

function where(gscode: string, q: ListQuery): SQL {
  return allOf([
    sql`a.gscode = ${gscode}`,
    containsAny(q.q, [sql`a.title`, sql`a.summary`]),
    q.category?.length ? sql`a.category in ${inList(q.category)}` : undefined,
    q.state?.length ? sql`${effectiveState} in ${inList(q.state)}` : undefined,
  ]);
}

/** Newest change first unless asked otherwise; the id breaks ties so pages never overlap. */
const ORDER: ListOrder<NonNullable<ListQuery['sort']>> = {
  columns: { title: sql`lower(a.title)`, publishAt: sql`a.publish_at`, updated: sql`a.updated_at` },
  key: sql`a.id`,
  fallback: 'updated',
  nulls: { publishAt: 'last' },
};

/** ArticleList: one page of the branch's items (no bodies), the filtered total and the count by state. */
export function articlePage(db: Db, scope: Scope, q: ListQuery) {
  return listPage(db, q, {
    columns: rowColumns,
    from: sql`articles a`,
    where: where(scope.gscode, q),
    order: ORDER,
    toRow: rowOf,
    summary: {
      columns: sql`count(*) filter (where ${effectiveState} = 'draft')::int as drafts,
        count(*) filter (where ${effectiveState} = 'published')::int as published,
        count(*) filter (where ${effectiveState} = 'scheduled')::int as scheduled`,
      read: (s) => ({ drafts: Number(s.drafts), published: Number(s.published), scheduled: Number(s.scheduled) }),
    },
  });
}

async function readItem(tx: Tx, gscode: string, id: number, lock = false): Promise<ArticleItem & { rawState: string }> {
  const { rows } = await tx.execute(sql`
    select ${rowColumns}, a.body, a.state as raw_state from articles a where a.gscode = ${gscode} and a.id = ${id} ${lock ? sql`for update` : sql``}`);
  if (!rows[0]) throw notFoundRecord();
  return { ...rowOf(rows[0]), body: String(rows[0].body), rawState: String(rows[0].raw_state) };
}

/** ArticleGet: one item with its body. */
export async function articleItem(db: Db, scope: Scope, id: number): Promise<ArticleItem> {
  const { rawState: _, ...item } = await readItem(db, scope.gscode, id);
  return item;
}

// ---------------------------------------------------------------------------------------------
// Saving content.

/** What the operation log keeps of an item: its fields, the body as its size and a short hash. */
function auditView(x: {
  category: string;
  title: string;
  summary: string;
  cover: string;
  body: string;
  state?: string;
  publishAt?: string | null;
  version?: number;
}): AuditView {
  return {
    title: x.title,
    category: x.category,
    summary: x.summary,
    cover: x.cover,
    body: `${bodyBytes(x.body)} bytes, sha256 ${createHash('sha256').update(x.body).digest('hex').slice(0, 12)}`,
    ...(x.state !== undefined ? { state: x.state } : {}),
    ...(x.publishAt !== undefined ? { publishAt: x.publishAt } : {}),
    ...(x.version !== undefined ? { version: x.version } : {}),
  };
}

/** Which of `addresses` (the branch's upload addresses) name a stored image of that type. */
async function storedImages(tx: Tx, gscode: string, addresses: string[]): Promise<Set<string>> {
  const byHash = new Map<string, string[]>();
  for (const a of new Set(addresses)) {
    const p = parseUploadAddress(a);
    if (p) byHash.set(p.sha256, [...(byHash.get(p.sha256) ?? []), a]);
  }
  if (byHash.size === 0) return new Set();
  const { rows } = await tx.execute(
    sql`select sha256, mime from uploads where gscode = ${gscode} and sha256 in ${inList([...byHash.keys()])}`,
  );
  const found = new Set<string>();
  for (const r of rows) {
    const ext = UPLOAD_EXTENSIONS[String(r.mime) as ImageMime];
    for (const a of byHash.get(String(r.sha256)) ?? []) if (parseUploadAddress(a)?.ext === ext) found.add(a);
  }
  return found;
}

/**
 * The content as it will be stored: the cover checked (another branch's address 403, one naming
 * no stored image 400), the body sanitised with only the branch's stored images kept, and its
 * size checked after sanitising.
 */
async function cleanContent(
  tx: Tx,
  gscode: string,
  input: ContentInput,
): Promise<{ content: ContentInput; imagesRemoved: number }> {
  if (input.cover) {
    const p = parseUploadAddress(input.cover);
    if (!p || p.gscode !== gscode) throw new AppError('articleImageOtherBranch', {}, 403);
    if (!(await storedImages(tx, gscode, [input.cover])).has(input.cover))
      throw new AppError('articleCoverNotUploaded', {}, 400);
  }
  let clean = sanitizeArticleHtml(input.body, gscode);
  if (clean.images.length > 0) {
    const stored = await storedImages(tx, gscode, clean.images);
    if (clean.images.some((a) => !stored.has(a))) {
      const removedBefore = clean.imagesRemoved;
      clean = sanitizeArticleHtml(input.body, gscode, (src) => stored.has(src));
      clean.imagesRemoved = Math.max(clean.imagesRemoved, removedBefore);
    }
  }
  const size = bodyBytes(clean.html);
  if (size > ARTICLE_LIMITS.bodyBytes) {
    throw new AppError(
      'articleBodyTooLarge',
      { size: Math.ceil(size / 1024), limit: ARTICLE_LIMITS.bodyBytes / 1024 },
      400,
    );
  }
  return {
    content: {
      category: input.category,
      title: input.title.trim(),
      summary: input.summary.trim(),
      cover: input.cover,
      body: clean.html,
    },
    imagesRemoved: clean.imagesRemoved,
  };
}

async function writeRevision(tx: Tx, gscode: string, id: number, version: number, c: ContentInput, by: string) {
  await tx.execute(sql`
    insert into article_revisions (article_id, gscode, version, category, title, summary, cover, body, saved_by)
    values (${id}, ${gscode}, ${version}, ${c.category}, ${c.title}, ${c.summary}, ${c.cover}, ${c.body}, ${by})`);
}

interface Change<R> {
  result: R;
  before?: AuditView;
  after: AuditView;
}

/** ArticleAdd: a new draft and its first revision (version 1). */
export async function addArticle(db: Db, session: Session, input: ContentInput): Promise<Change<ArticleSaved>> {
  return db.transaction(async (tx) => {
    const { content: c, imagesRemoved } = await cleanContent(tx, session.gscode, input);
    const { rows } = await tx.execute(sql`
      insert into articles (gscode, category, title, summary, cover, body, state, author, version)
      values (${session.gscode}, ${c.category}, ${c.title}, ${c.summary}, ${c.cover}, ${c.body}, 'draft', ${session.userName}, 1)
      returning id`);
    const id = Number(rows[0].id);
    await writeRevision(tx, session.gscode, id, 1, c, session.userName);
    const { rawState: _, ...item } = await readItem(tx, session.gscode, id);
    return { result: { ...item, imagesRemoved }, after: auditView({ ...c, state: 'draft', version: 1 }) };
  });
}

function staleCheck(item: { version: number; title: string }, version: number) {
  if (item.version !== version) throw new AppError('articleStale', { title: item.title }, 409);
}

/** Saves content as a new version with its revision; the state stays. */
async function saveContent(
  tx: Tx,
  session: Session,
  id: number,
  version: number,
  input: ContentInput,
): Promise<Change<ArticleSaved>> {
  const old = await readItem(tx, session.gscode, id, true);
  staleCheck(old, version);
  const { content: c, imagesRemoved } = await cleanContent(tx, session.gscode, input);
  const next = old.version + 1;
  await tx.execute(sql`
    update articles set category = ${c.category}, title = ${c.title}, summary = ${c.summary}, cover = ${c.cover}, body = ${c.body},
           version = ${next}, updated_at = now()
     where gscode = ${session.gscode} and id = ${id}`);
  await writeRevision(tx, session.gscode, id, next, c, session.userName);
  const { rawState: _, ...item } = await readItem(tx, session.gscode, id);
  return {
    result: { ...item, imagesRemoved },
    before: auditView({
      category: old.category,
      title: old.title,
      summary: old.summary,
      cover: old.cover,
      body: old.body,
      version: old.version,
    }),
    after: auditView({ ...c, version: next }),
  };
}

/** ArticleChange. */
export async function changeArticle(
  db: Db,
  session: Session,
  body: ContentInput & { id: number; version: number },
): Promise<Change<ArticleSaved>> {
  return db.transaction((tx) => saveContent(tx, session, body.id, body.version, body));
}

/** ArticleRestore: a revision's content saved as the new version. */
export async function restoreArticle(
  db: Db,
  session: Session,
  body: { id: number; version: number; revisionId: number },
): Promise<Change<ArticleSaved>> {
  return db.transaction(async (tx) => {
    const rev = await readRevision(tx, session.gscode, body.id, body.revisionId);
    const change = await saveContent(tx, session, body.id, body.version, rev);
    return { ...change, after: { ...change.after, restoredFrom: rev.version } };
  });
}

/** ArticleRemove: the item and its revisions. */
export async function removeArticle(
  db: Db,
  session: Session,
  body: { id: number; version: number },
): Promise<Change<{ id: number }>> {
  return db.transaction(async (tx) => {
    const old = await readItem(tx, session.gscode, body.id, true);
    staleCheck(old, body.version);
    await tx.execute(sql`delete from articles where gscode = ${session.gscode} and id = ${body.id}`);
    return {
      result: { id: body.id },
      before: auditView({ ...old, state: old.state, publishAt: old.publishAt, version: old.version }),
      after: { removed: true },
    };
  });
}

/** ArticlePublish: now, at a later time, or back to a draft. */
export async function publishArticle(
  db: Db,
  session: Session,
  body: { id: number; version: number; op: ArticlePublishOp; publishAt?: string },
): Promise<Change<ArticleRow>> {
  return db.transaction(async (tx) => {
    const old = await readItem(tx, session.gscode, body.id, true);
    staleCheck(old, body.version);
    let state: string;
    let at: SQL;
    if (body.op === 'publish') {
      state = 'published';
      at = sql`now()`;
    } else if (body.op === 'unpublish') {
      state = 'draft';
      at = sql`null`;
    } else {
      if (!body.publishAt) throw new AppError('articleScheduleRequired', {}, 400);
      if (Date.parse(body.publishAt) <= Date.now()) throw new AppError('articleScheduleInPast', {}, 400);
      state = 'scheduled';
      at = sql`${new Date(body.publishAt).toISOString()}::timestamptz`;
    }
    await tx.execute(sql`
      update articles set state = ${state}, publish_at = ${at}, version = version + 1, updated_at = now()
       where gscode = ${session.gscode} and id = ${body.id}`);
    const { rawState: _, body: _body, ...row } = await readItem(tx, session.gscode, body.id);
    return {
      result: row,
      before: { title: old.title, state: old.state, publishAt: old.publishAt, version: old.version },
      after: { title: row.title, state: row.state, publishAt: row.publishAt, version: row.version },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Revisions.

const revisionOf = (r: Record<string, unknown>): ArticleRevisionRow => ({
  id: Number(r.id),
  version: Number(r.version),
  category: String(r.category),
  title: String(r.title),
  savedBy: String(r.saved_by),
  savedAt: iso(r.saved_at),
});

/** ArticleRevisions: newest first, without content. */
export async function articleRevisions(db: Db, scope: Scope, id: number) {
  await readItem(db, scope.gscode, id);
  const { rows } = await db.execute(sql`
    select id, version, category, title, saved_by, saved_at, count(*) over ()::int as total
      from article_revisions where gscode = ${scope.gscode} and article_id = ${id}
     order by id desc limit ${ARTICLE_LIMITS.revisions}`);
  return { list: rows.map(revisionOf), total: rows[0] ? Number(rows[0].total) : 0 };
}

async function readRevision(tx: Tx, gscode: string, id: number, revisionId: number): Promise<ArticleRevision> {
  const { rows } = await tx.execute(sql`
    select r.id, r.version, r.category, r.title, r.summary, r.cover, r.body, r.saved_by, r.saved_at
      from article_revisions r join articles a on a.id = r.article_id and a.gscode = r.gscode
     where r.gscode = ${gscode} and r.article_id = ${id} and r.id = ${revisionId}`);
  if (!rows[0]) throw notFoundRecord();
  return {
    ...revisionOf(rows[0]),
    summary: String(rows[0].summary),
    cover: String(rows[0].cover),
    body: String(rows[0].body),
  };
}

/** ArticleRevision: one revision with its content. */
export const articleRevision = (db: Db, scope: Scope, id: number, revisionId: number) =>
  readRevision(db, scope.gscode, id, revisionId);

// ---------------------------------------------------------------------------------------------
// Public reads: published items, and scheduled ones whose time has come.

const live = (gscode: string) =>
  sql`a.gscode = ${gscode} and a.state in ('published', 'scheduled') and a.publish_at <= now()`;

const publicRowOf = (r: Record<string, unknown>): PublicNewsRow => ({
  id: Number(r.id),
  title: String(r.title),
  summary: String(r.summary),
  cover: String(r.cover),
  category: String(r.category),
  publishedAt: iso(r.publish_at),
});

export async function publicNews(db: Db, gscode: string, q: { category?: string; page: number; pageSize: number }) {
  const { list, total } = await listPage(db, q, {
    columns: sql`a.id, a.title, a.summary, a.cover, a.category, a.publish_at`,
    from: sql`articles a`,
    where: allOf([live(gscode), q.category ? sql`a.category = ${q.category}` : undefined]),
    order: sql`a.publish_at desc, a.id desc`,
    toRow: publicRowOf,
  });
  return { list, total };
}

export async function publicNewsItem(db: Db, gscode: string, id: number) {
  const { rows } = await db.execute(sql`
    select a.id, a.title, a.summary, a.cover, a.category, a.publish_at, a.body from articles a where ${live(gscode)} and a.id = ${id}`);
  if (!rows[0]) throw notFoundRecord();
  return { ...publicRowOf(rows[0]), body: String(rows[0].body) };
}
