import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { orderQueries } from '../order-queries';
import { ORDER_RULES, ORDERS_ROUTE, ORDERS_TABLE } from './order-rules';

/**
 * Started by the route loader as soon as /order/customerorder matches: the view the address
 * names, the user's column choice, and the table's code (a dynamic import: no component code
 * in this chunk), all in parallel with the page's own code.
 */
export default listPrefetch({ route: ORDERS_ROUTE, rules: ORDER_RULES, table: ORDERS_TABLE, query: orderQueries.list });
