/**
 * The one data table of the console (issue 10). A list page declares its columns and filters
 * and hands over its list call; the table does the rest: paging, sorting and filtering on the
 * server with the contract's list words kept in the URL, page sizes 10/15/30/50/100/500, the
 * column chooser and density saved per user on the server, the summary row from the server,
 * refresh, empty and loading states, and a usable layout at 800 px and narrower.
 *
 * Pages build on it through the list-page kit (components/list-page/index.ts), never directly.
 *
 * Usage (inside the kit's ListPage):
 *
 *   const RULES: ListRules = { sorts: PAYMENT_SORTS, filters: { from: dateRule, method: csvRule(PAYMENT_METHODS) } };
 *   const Filters = lazyPart(() => import('./payment-filters'));   // a FilterFormShell with Form.Items
 *   const query = (s: ListState) => ({ queryKey: ['payments', gscode, s], queryFn: () => listPayments(listQueryOf(s)) });
 *
 *   <DataTable<PaymentRow, PaymentSummary>
 *     route="/order/customerpaylist" tableId="payments" title={t('…')}
 *     rules={RULES} columns={columns} keyColumn="orderno" rowKey={(r) => r.id}
 *     query={query} filterForm={Filters} exportAction={(s) => <ExportButton … />} />
 *
 * - `rules` must be a stable object (module constant): it parses the URL.
 * - Columns: `key` (saved in the user's choice), `title`, `render`, `width`, `align`, `sort` (the
 *   contract's sort word), `summary` (a cell of the summary row from the answer's `summary`).
 * - Money: render server strings with formatMoney (components/number-format.ts); never add them up.
 * - Invalidate a list after a change with queryClient.invalidateQueries({ queryKey: [your prefix] }).
 */
export { DataTable, type DataTableProps, type ListQueryOptions } from './data-table';
export { TableBody } from './table-body-part';
export { FilterFormShell } from './filter-form';
export {
  csvRule,
  dateRule,
  decimalRule,
  dropBackwardRange,
  idRule,
  listQueryOf,
  listSearch,
  parseListState,
  textRule,
  withFilters,
  type ListRules,
  type ListState,
} from './list-state';
export type { DataColumn, FilterFormComponent, FilterFormProps, ListData } from './types';
