import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_CODES,
  ARTICLE_LIMITS,
  ARTICLE_SORTS,
  ARTICLE_STATES,
  type UserInfo,
} from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';
import { csvRule, textRule, type ListRules, type ListState } from '../../../components/data-table/list-state';
import { branchListQuery } from '../../../components/branch-cache';
import { articleRevisions, getArticle, listArticles } from './article-api';

export const NEWS_ROUTE = '/space/article-list';
export const NEWS_TABLE = 'news';

/** The news list's URL words, exactly the contract's (articles.ts articleListQuery). */
export const NEWS_RULES: ListRules = {
  sorts: ARTICLE_SORTS,
  filters: {
    q: textRule(ARTICLE_LIMITS.search),
    category: csvRule(ARTICLE_CATEGORY_CODES),
    state: csvRule(ARTICLE_STATES),
  },
};

/** Keys under ['news', gscode]: a switch to another branch never shows this one's cache. */
export const newsKeys = { all: (u: UserInfo) => ['news', u.gscode] as const };

export const newsQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('news', u, s, listArticles),
  /** Always read afresh when the editor opens: it saves against the version it read. */
  item: (u: UserInfo, id: number) =>
    queryOptions({
      queryKey: [...newsKeys.all(u), 'item', id] as const,
      queryFn: () => getArticle(id),
      staleTime: 0,
      gcTime: 0,
    }),
  revisions: (u: UserInfo, id: number) =>
    queryOptions({
      queryKey: [...newsKeys.all(u), 'revisions', id] as const,
      queryFn: () => articleRevisions(id),
      staleTime: 0,
    }),
};

/** After any change: the list, open items and revisions are read again. */
export const invalidateNews = (client: QueryClient, u: UserInfo) =>
  client.invalidateQueries({ queryKey: newsKeys.all(u) });

export type NewsDialogKind = 'add' | 'edit' | 'publish' | 'remove' | 'revisions';

/** A category's name in the console's language (the contract's fixed list); an unknown code as it is. */
export function categoryName(code: string, lang: string): string {
  const c = ARTICLE_CATEGORIES.find((x) => x.code === code);
  return c ? pickLang(lang, c.cn, c.en) : code;
}
