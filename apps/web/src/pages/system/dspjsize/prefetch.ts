import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { sizeQueries } from './size-queries';
import { SIZE_RULES, SIZES_ROUTE, SIZES_TABLE } from './size-rules';

/** Started by the route loader as soon as /system/dspjsize matches. */
export default listPrefetch({ route: SIZES_ROUTE, rules: SIZE_RULES, table: SIZES_TABLE, query: sizeQueries.list });
