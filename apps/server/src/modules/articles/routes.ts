import type { FastifyInstance } from 'fastify';
import {
  ArticleAdd,
  ArticleChange,
  ArticleGet,
  ArticleList,
  ArticlePublish,
  ArticleRemove,
  ArticleRestore,
  ArticleRevision,
  ArticleRevisions,
  PublicNews,
  PublicNewsItem,
} from '@bo/contract';
import { audited, registerCall, type Deps } from '../../route.js';
import { registerPublicRead } from '../public-read/public.js';
import {
  addArticle,
  articleItem,
  articlePage,
  articleRevision,
  articleRevisions,
  changeArticle,
  publicNews,
  publicNewsItem,
  publishArticle,
  removeArticle,
  restoreArticle,
} from './service.js';

/** News (/space/article-list, issue 13 #3): items, revisions, publishing (all audited), and the shop's public reads. */
export async function articlesRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, ArticleList, (req) => articlePage(db, req.session, req.query));
  registerCall(app, deps, ArticleGet, (req) => articleItem(db, req.session, req.query.id));
  registerCall(app, deps, ArticleRevisions, (req) => articleRevisions(db, req.session, req.query.id));
  registerCall(app, deps, ArticleRevision, (req) =>
    articleRevision(db, req.session, req.query.id, req.query.revisionId),
  );

  registerCall(
    app,
    deps,
    ArticleAdd,
    async (req) => {
      const { result, after } = await addArticle(db, req.session, req.body);
      req.audit = { targetId: String(result.id), after };
      return result;
    },
    { audit: 'add news item' },
  );

  registerCall(
    app,
    deps,
    ArticleChange,
    (req) => audited(req, req.body.id, () => changeArticle(db, req.session, req.body)),
    { audit: 'change news item' },
  );

  registerCall(
    app,
    deps,
    ArticleRestore,
    (req) => audited(req, req.body.id, () => restoreArticle(db, req.session, req.body)),
    { audit: 'restore news revision' },
  );

  registerCall(
    app,
    deps,
    ArticleRemove,
    (req) => audited(req, req.body.id, () => removeArticle(db, req.session, req.body)),
    { audit: 'delete news item' },
  );

  registerCall(
    app,
    deps,
    ArticlePublish,
    (req) => audited(req, req.body.id, () => publishArticle(db, req.session, req.body)),
    { audit: 'publish news item' },
  );

  registerPublicRead(app, deps, PublicNews, (gscode, req) => publicNews(db, gscode, req.query));
  registerPublicRead(app, deps, PublicNewsItem, (gscode, req) => publicNewsItem(db, gscode, req.query.id));
}
