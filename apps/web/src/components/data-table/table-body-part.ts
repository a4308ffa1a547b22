import { lazyPart } from '../../lib/lazy-part';

/**
 * antd's Table comes with the table block, in parallel with the rows (see table-body.tsx). A
 * module of its own, so a list's prefetch (list-page/list-prefetch.ts) starts it without
 * carrying the data table's code, and the table is drawn in the first render its code is in for.
 */
export const TableBody = lazyPart(() => import('./table-body'));
