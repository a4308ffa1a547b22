/** The answer of every list call (contract list.ts listData): one page, the filtered total, the summary row. */
export interface ListData<R, S> {
  list: R[];
  total: number;
  summary: S;
}
