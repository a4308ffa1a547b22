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
import { byId, registerCall, registerChange, registerRead, type Deps } from '../../route.js';
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

  registerRead(app, deps, ArticleList, (from, req) => articlePage(from, req.session, req.query));
  registerCall(app, deps, ArticleGet, (req) => articleItem(db, req.session, req.query.id));
  registerCall(app, deps, ArticleRevisions, (req) => articleRevisions(db, req.session, req.query.id));
  registerCall(app, deps, ArticleRevision, (req) =>
    articleRevision(db, req.session, req.query.id, req.query.revisionId),
  );

  registerChange(
    app,
    deps,
    ArticleAdd,
    'add news item',
    () => '',
    (req) => addArticle(db, req.session, req.body),
    (result) => result.id,
  );

  registerChange(app, deps, ArticleChange, 'change news item', byId, (req) => changeArticle(db, req.session, req.body));

  registerChange(app, deps, ArticleRestore, 'restore news revision', byId, (req) =>
    restoreArticle(db, req.session, req.body),
  );

  registerChange(app, deps, ArticleRemove, 'delete news item', byId, (req) => removeArticle(db, req.session, req.body));

  registerChange(app, deps, ArticlePublish, 'publish news item', byId, (req) =>
    publishArticle(db, req.session, req.body),
  );

  registerPublicRead(app, deps, PublicNews, (from, gscode, req) => publicNews(from, gscode, req.query));
  registerPublicRead(app, deps, PublicNewsItem, (from, gscode, req) => publicNewsItem(from, gscode, req.query.id));
}
