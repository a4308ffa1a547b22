import { listPrefetch } from '../../../../components/list-page/list-prefetch';
import { ACCOUNT_ROUTE } from '../account-tabs';
import { CLIENT_RULES, CLIENTS_TABLE, clientQueries } from './client-rules';

/** The clients tab's list, column choice and code, when /user/account opens on it (../prefetch.ts). */
export default listPrefetch({
  route: ACCOUNT_ROUTE,
  rules: CLIENT_RULES,
  table: CLIENTS_TABLE,
  query: clientQueries.list,
  code: () => import('./clients-tab'),
});
