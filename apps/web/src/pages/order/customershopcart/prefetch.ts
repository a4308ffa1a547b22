import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { cartQueries } from './cart-queries';
import { CART_RULES, CARTS_ROUTE, CARTS_TABLE } from './cart-rules';

/** Started by the route loader as soon as /order/customershopcart matches. */
export default listPrefetch({ route: CARTS_ROUTE, rules: CART_RULES, table: CARTS_TABLE, query: cartQueries.list });
