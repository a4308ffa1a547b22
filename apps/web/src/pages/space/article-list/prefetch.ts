import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { newsQueries, NEWS_ROUTE, NEWS_RULES, NEWS_TABLE } from './article-rules';

/** Started by the route loader as soon as /space/article-list matches. */
export default listPrefetch({ route: NEWS_ROUTE, rules: NEWS_RULES, table: NEWS_TABLE, query: newsQueries.list });
