import { listPrefetch } from '../../../../components/list-page/list-prefetch';
import { ACCOUNT_ROUTE } from '../account-tabs';
import { SHOP_ACCOUNT_RULES, SHOP_ACCOUNTS_TABLE, shopAccountQueries } from './shop-account-rules';

/** The shop accounts tab's list, column choice and code, when /user/account opens on it (../prefetch.ts). */
export default listPrefetch({
  route: ACCOUNT_ROUTE,
  rules: SHOP_ACCOUNT_RULES,
  table: SHOP_ACCOUNTS_TABLE,
  query: shopAccountQueries.list,
  code: () => import('./shop-accounts-tab'),
});
