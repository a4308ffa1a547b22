import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { paymentQueries } from './payment-queries';
import { PAYMENT_RULES, PAYMENTS_ROUTE, PAYMENTS_TABLE } from './payment-rules';

/** Started by the route loader as soon as /order/customerpaylist matches. */
export default listPrefetch({
  route: PAYMENTS_ROUTE,
  rules: PAYMENT_RULES,
  table: PAYMENTS_TABLE,
  query: paymentQueries.list,
});
