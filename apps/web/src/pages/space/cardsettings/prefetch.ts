import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { templateQueries } from './template-queries';
import { TEMPLATE_RULES, TEMPLATES_ROUTE, TEMPLATES_TABLE } from './template-rules';

/** Started by the route loader as soon as /space/cardsettings matches: the view the address names and the column choice. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== TEMPLATES_ROUTE) return;
  void client.prefetchQuery(templateQueries.list(user, parseListState(window.location.search, TEMPLATE_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, TEMPLATES_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
