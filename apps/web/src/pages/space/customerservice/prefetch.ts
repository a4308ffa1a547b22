import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { contactQueries } from './contact-queries';
import { CONTACT_RULES, CONTACTS_ROUTE, CONTACTS_TABLE } from './contact-rules';

/** Started by the route loader as soon as /space/customerservice matches. */
export default listPrefetch({
  route: CONTACTS_ROUTE,
  rules: CONTACT_RULES,
  table: CONTACTS_TABLE,
  query: contactQueries.list,
});
