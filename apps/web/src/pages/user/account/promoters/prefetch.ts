import { listPrefetch } from '../../../../components/list-page/list-prefetch';
import { ACCOUNT_ROUTE } from '../account-tabs';
import { PROMOTER_RULES, PROMOTERS_TABLE, promoterQueries } from './promoter-rules';

/** The promoters tab's list, column choice and code, when /user/account opens on it (../prefetch.ts). */
export default listPrefetch({
  route: ACCOUNT_ROUTE,
  rules: PROMOTER_RULES,
  table: PROMOTERS_TABLE,
  query: promoterQueries.list,
  code: () => import('./promoters-tab'),
});
