import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { templateQueries } from './template-queries';
import { TEMPLATE_RULES, TEMPLATES_ROUTE, TEMPLATES_TABLE } from './template-rules';

/** Started by the route loader as soon as /space/cardsettings matches. */
export default listPrefetch({
  route: TEMPLATES_ROUTE,
  rules: TEMPLATE_RULES,
  table: TEMPLATES_TABLE,
  query: templateQueries.list,
});
