import { z } from 'zod';
import { defineCall } from './call.js';
import { csvOf, listData, listQuery, pageParam } from './list.js';
import { M } from './perms.js';
import { publicQuery } from './public-read.js';
import {
  ARTICLE_CATEGORY_CODES,
  ARTICLE_LIMITS,
  ARTICLE_PUBLISH_OPS,
  ARTICLE_SCHEDULE_MAX,
  ARTICLE_SORTS,
  ARTICLE_STATES,
} from './article-words.js';
import { seenVersion } from './fields.js';

/**
 * News (/space/article-list, issue 13 #3): the branch's news items, always of the session's
 * branch. An item is a draft, published (since publishAt) or scheduled (shown from publishAt on).
 * Its body is HTML that the server sanitises with an allow-list on every save (the stored body is
 * always the sanitised one); its images, cover included, are the branch's uploads. Every save of
 * the content writes a revision (version + 1); restoring a revision saves its content as a new
 * version and keeps the state. Publishing changes the state and the version, not the content.
 * A change sends the version the user saw (changed meanwhile → 409).
 *
 * The shop reads published items, and scheduled ones whose time has come, through the public
 * reads News and NewsItem (docs/public-api.md).
 */
export * from './article-words.js';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const version = seenVersion();
const category = z.enum(ARTICLE_CATEGORY_CODES).describe(`category: ${ARTICLE_CATEGORY_CODES.join(', ')}`);
const state = z.enum(ARTICLE_STATES).describe('draft, published or scheduled');

/** A moment written as ISO 8601 with its offset, between 2000 and ARTICLE_SCHEDULE_MAX. */
const moment = z.iso
  .datetime({ offset: true, abort: true })
  .refine(
    (s) => {
      const t = Date.parse(s);
      return t >= Date.parse('2000-01-01T00:00:00Z') && t < Date.parse(ARTICLE_SCHEDULE_MAX);
    },
    {
      error: 'a time between 2000 and 2100',
      params: { rule: 'words', cn: '应为 2000 年至 2100 年之间的时间', en: 'must be a time between 2000 and 2100' },
    },
  )
  // The years as a pattern for the document (format date-time alone allows any year).
  .meta({
    pattern:
      '^20\\d\\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d+)?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$',
    example: '2026-12-01T08:00:00+08:00',
  })
  .describe('ISO 8601 time with offset, e.g. 2026-12-01T08:00:00+08:00');

const content = {
  category,
  title: z.string().trim().min(1).max(ARTICLE_LIMITS.title).describe(`1 … ${ARTICLE_LIMITS.title} characters`),
  summary: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.summary)
    .default('')
    .describe(`at most ${ARTICLE_LIMITS.summary} characters`),
  cover: z.string().trim().max(300).default('').describe("an upload address of the branch's image, or '' for none"),
  body: z
    .string()
    .max(ARTICLE_LIMITS.bodyInput)
    .default('')
    .describe(
      `HTML; sanitised on the server with an allow-list; at most ${ARTICLE_LIMITS.bodyBytes} bytes once sanitised`,
    ),
};

export const articleRow = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  state,
  publishAt: z.string().nullable().describe('ISO time: when it was or will be published; null for a draft'),
  author: z.string().describe('who wrote it first'),
  updatedBy: z.string().describe('who saved the latest version'),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleRow = z.infer<typeof articleRow>;

export const articleItem = articleRow.extend({ body: z.string().describe('the sanitised HTML') });
export type ArticleItem = z.infer<typeof articleItem>;

export const articleSaved = articleItem.extend({
  imagesRemoved: z
    .number()
    .int()
    .describe("images dropped from the body because they are not the branch's stored uploads"),
});
export type ArticleSaved = z.infer<typeof articleSaved>;

export const articleListQuery = listQuery(ARTICLE_SORTS, {
  q: z.string().trim().max(ARTICLE_LIMITS.search).optional().describe('title or summary contains'),
  category: csvOf(ARTICLE_CATEGORY_CODES).optional(),
  state: csvOf(ARTICLE_STATES).optional(),
});

export const ArticleList = defineCall({
  method: 'GET',
  path: '/api/Article/List',
  summary: "The branch's news items (no bodies): one page, the total, and how many are drafts, published and scheduled",
  mark: M.articleList,
  query: articleListQuery,
  data: listData(articleRow, { drafts: z.number().int(), published: z.number().int(), scheduled: z.number().int() }),
});

export const ArticleGet = defineCall({
  method: 'GET',
  path: '/api/Article/Get',
  summary: 'One news item with its body',
  mark: M.articleList,
  query: z.object({ id }).strict(),
  data: articleItem,
});

export const articleAddBody = z.object(content).strict();
export type ArticleAddBody = z.input<typeof articleAddBody>;

/** What the server refuses of an article's content beyond its schema. */
const ARTICLE_CONTENT_RULES = [
  'cover: an image this branch uploaded, or empty',
  `body: at most ${ARTICLE_LIMITS.bodyBytes / 1024} KB once sanitised`,
];

export const ArticleAdd = defineCall({
  method: 'POST',
  path: '/api/Article/Add',
  summary: 'Adds a news item as a draft (its first revision)',
  mark: M.articleEdit,
  rules: ARTICLE_CONTENT_RULES,
  body: articleAddBody,
  data: articleSaved,
});

export const articleChangeBody = z.object({ id, version, ...content }).strict();
export type ArticleChangeBody = z.input<typeof articleChangeBody>;

export const ArticleChange = defineCall({
  method: 'POST',
  path: '/api/Article/Change',
  summary: "Saves a news item's content as a new version (a revision); its state stays",
  mark: M.articleEdit,
  rules: ARTICLE_CONTENT_RULES,
  body: articleChangeBody,
  data: articleSaved,
});

export const ArticleRemove = defineCall({
  method: 'POST',
  path: '/api/Article/Remove',
  summary: 'Deletes a news item and its revisions',
  mark: M.articleEdit,
  body: z.object({ id, version }).strict(),
  data: z.object({ id: z.number().int() }),
});

export const ArticlePublish = defineCall({
  method: 'POST',
  path: '/api/Article/Publish',
  summary: 'Publishes a news item now, schedules it for a later time, or takes it back to a draft',
  mark: M.articlePublish,
  rules: ['publishAt: required to schedule, and later than now'],
  body: z
    .object({
      id,
      version,
      op: z
        .enum(ARTICLE_PUBLISH_OPS)
        .describe('publish: now; schedule: at publishAt (later than now); unpublish: back to a draft'),
      publishAt: moment.optional().describe('needed by schedule: a time later than now'),
    })
    .strict(),
  data: articleRow,
});

export const articleRevisionRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  category: z.string(),
  title: z.string(),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type ArticleRevisionRow = z.infer<typeof articleRevisionRow>;

export const ArticleRevisions = defineCall({
  method: 'GET',
  path: '/api/Article/Revisions',
  summary: `A news item's saved versions, newest first (at most ${ARTICLE_LIMITS.revisions}), without their content`,
  mark: M.articleList,
  query: z.object({ id }).strict(),
  data: z.object({ list: z.array(articleRevisionRow), total: z.number().int() }),
});

export const articleRevision = articleRevisionRow.extend({ summary: z.string(), cover: z.string(), body: z.string() });
export type ArticleRevision = z.infer<typeof articleRevision>;

export const ArticleRevision = defineCall({
  method: 'GET',
  path: '/api/Article/Revision',
  summary: 'One saved version of a news item with its content, for a preview',
  mark: M.articleList,
  query: z.object({ id, revisionId: id.describe('the revision') }).strict(),
  data: articleRevision,
});

export const ArticleRestore = defineCall({
  method: 'POST',
  path: '/api/Article/Restore',
  summary: "Saves a revision's content as the news item's new version; the state stays",
  mark: M.articleEdit,
  rules: [
    'revisionId: a revision whose cover is still an image this branch uploaded and whose body is within the size limit',
  ],
  body: z.object({ id, version, revisionId: id.describe('the revision to restore') }).strict(),
  data: articleSaved,
});

// ---------------------------------------------------------------------------------------------
// Public reads for the shop (issue 13 #10).

export const publicNewsRow = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().describe("an upload address, or ''"),
  category: z.string(),
  publishedAt: z.string().describe('ISO time'),
});
export type PublicNewsRow = z.infer<typeof publicNewsRow>;

export const PublicNews = defineCall({
  method: 'GET',
  path: '/api/Public/News',
  summary: "The branch's published news, newest first (no bodies)",
  mark: 'public',
  query: publicQuery({
    category: z
      .union([z.literal(''), category])
      .optional()
      .describe("one category, or '' for all"),
    page: pageParam,
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(ARTICLE_LIMITS.publicPageSize)
      .default(10)
      .describe(`1 … ${ARTICLE_LIMITS.publicPageSize}`),
  }),
  data: z.object({ list: z.array(publicNewsRow), total: z.number().int() }),
});

export const PublicNewsItem = defineCall({
  method: 'GET',
  path: '/api/Public/NewsItem',
  summary: 'One published news item with its body (sanitised HTML)',
  mark: 'public',
  query: publicQuery({ id }),
  data: publicNewsRow.extend({ body: z.string() }),
});
