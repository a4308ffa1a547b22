import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { contactQueries } from './contact-queries';
import { CONTACT_RULES, CONTACTS_ROUTE, CONTACTS_TABLE } from './contact-rules';

/** Started by the route loader as soon as /space/customerservice matches: the view the address names, the column choice, the table's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== CONTACTS_ROUTE) return;
  void client.prefetchQuery(contactQueries.list(user, parseListState(window.location.search, CONTACT_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, CONTACTS_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
