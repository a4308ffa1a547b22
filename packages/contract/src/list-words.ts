import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './constants.js';

/** The list protocol's paging and sorting words (list.ts), without any schema: the browser uses them. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Every page size the table offers: the default 10 and the options of spec §9. */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, ...PAGE_SIZE_OPTIONS] as const;
/** Offset paging stops here: a deeper page is refused (filter instead); 10,000 × 500 rows is far beyond any screen. */
export const MAX_PAGE = 10_000;
