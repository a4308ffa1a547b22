/**
 * The words and limits of the news page (/space/article-list, issue 13 #3) without any schema
 * (articles.ts re-exports them), so the web page does not carry zod.
 */

/** The fixed list of news categories, with their names in both languages. */
export const ARTICLE_CATEGORIES = [
  { code: 'company', cn: '公司新闻', en: 'Company news' },
  { code: 'industry', cn: '行业资讯', en: 'Industry news' },
  { code: 'notice', cn: '通知公告', en: 'Notice' },
  { code: 'product', cn: '产品动态', en: 'Product news' },
] as const;
export const ARTICLE_CATEGORY_CODES = ['company', 'industry', 'notice', 'product'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORY_CODES)[number];

/** A news item's state: a draft, published (publishAt = when), or scheduled for publishAt. */
export const ARTICLE_STATES = ['draft', 'published', 'scheduled'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** What Publish does: publish now, schedule for a later time, or take back to a draft. */
export const ARTICLE_PUBLISH_OPS = ['publish', 'schedule', 'unpublish'] as const;
export type ArticlePublishOp = (typeof ARTICLE_PUBLISH_OPS)[number];

/** The columns the news list sorts by (updated, newest first, unless asked otherwise). */
export const ARTICLE_SORTS = ['updated', 'publishAt', 'title'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

export const ARTICLE_LIMITS = {
  title: 120,
  summary: 300,
  /** The body as stored, after sanitising: 200 KB of UTF-8. */
  bodyBytes: 200 * 1024,
  /** The body as sent, before sanitising (pasted HTML carries much that is dropped). */
  bodyInput: 400_000,
  search: 50,
  /** Revisions listed for one item, newest first. */
  revisions: 200,
  /** The public read's largest page. */
  publicPageSize: 50,
} as const;

/** The latest time a schedule may name (the database's and any shop's calendar is fine up to then). */
export const ARTICLE_SCHEDULE_MAX = '2100-01-01T00:00:00Z';
