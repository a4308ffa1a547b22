import {
  callAddress,
  type ArticleAdd,
  type ArticleAddBody,
  type ArticleChange,
  type ArticleChangeBody,
  type ArticleGet,
  type ArticleList,
  type ArticlePublish,
  type ArticlePublishOp,
  type ArticleRemove,
  type ArticleRestore,
  type ArticleRevision,
  type ArticleRevisions,
} from '@bo/contract';
import { call } from '../../../api/http';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const LIST = callAddress<typeof ArticleList>('GET', '/api/Article/List');
const GET = callAddress<typeof ArticleGet>('GET', '/api/Article/Get');
const ADD = callAddress<typeof ArticleAdd>('POST', '/api/Article/Add');
const CHANGE = callAddress<typeof ArticleChange>('POST', '/api/Article/Change');
const REMOVE = callAddress<typeof ArticleRemove>('POST', '/api/Article/Remove');
const PUBLISH = callAddress<typeof ArticlePublish>('POST', '/api/Article/Publish');
const REVISIONS = callAddress<typeof ArticleRevisions>('GET', '/api/Article/Revisions');
const REVISION = callAddress<typeof ArticleRevision>('GET', '/api/Article/Revision');
const RESTORE = callAddress<typeof ArticleRestore>('POST', '/api/Article/Restore');

export const listArticles = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;
export const getArticle = async (id: number) => (await call(GET, { query: { id } })).data;
export const articleRevisions = async (id: number) => (await call(REVISIONS, { query: { id } })).data;
export const articleRevision = async (id: number, revisionId: number) =>
  (await call(REVISION, { query: { id, revisionId } })).data;

/** Writes go out `quiet`: the dialog that made them shows a refusal itself and stays open. */
export const addArticle = async (body: ArticleAddBody) => (await call(ADD, { body }, { quiet: true })).data;
export const changeArticle = async (body: ArticleChangeBody) => (await call(CHANGE, { body }, { quiet: true })).data;
export const removeArticle = async (id: number, version: number) =>
  (await call(REMOVE, { body: { id, version } }, { quiet: true })).data;
export const publishArticle = async (id: number, version: number, op: ArticlePublishOp, publishAt?: string) =>
  (await call(PUBLISH, { body: { id, version, op, ...(publishAt ? { publishAt } : {}) } }, { quiet: true })).data;
export const restoreArticle = async (id: number, version: number, revisionId: number) =>
  (await call(RESTORE, { body: { id, version, revisionId } }, { quiet: true })).data;
