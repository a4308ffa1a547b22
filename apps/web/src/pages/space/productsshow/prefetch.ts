import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { productQueries } from './product-queries';
import { PRODUCT_RULES, PRODUCTS_ROUTE, PRODUCTS_TABLE } from './product-rules';

/** Started by the route loader as soon as /space/productsshow matches. */
export default listPrefetch({
  route: PRODUCTS_ROUTE,
  rules: PRODUCT_RULES,
  table: PRODUCTS_TABLE,
  query: productQueries.list,
});
