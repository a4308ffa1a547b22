import type { ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { JobKind, UserInfo } from '@bo/contract';
import type { FilterFormPart } from '../data-table/filter-form-part';
import { useUserStore } from '../../stores/user';
import type { BatchConfig } from '../batch/batch-types';
import { DataTable, type DataTableProps, type RowSelection } from '../data-table/data-table';
import type { ListRules, ListState } from '../data-table/list-state';
import type { DataColumn, ListData } from '../data-table/types';
import { ExportButton } from '../export/export-button';
import { usePageTitle } from '../use-page-title';
import type { Opens } from './row-actions';
import { ToolbarButton } from './toolbar-button';
import { useBatch } from './use-batch';

export interface ListPageProps<R, S, D extends ListData<R, S> = ListData<R, S>> {
  /** The page's route (its menu title is the list's title unless `title` is given). */
  route: string;
  /** On a page with lists in tabs: this list's tab (the address's `tab` word). */
  tab?: string;
  /** Id of the saved column choice, e.g. "orders". */
  table: string;
  title?: string;
  /** The list call's sort words and filter rules: a module constant (list-state.ts). */
  rules: ListRules;
  /** The columns (useColumns of the page's columns.tsx). */
  columns: DataColumn<R, S>[];
  /** The column that names and opens a row. */
  keyColumn: string;
  /** A row's key; its `id` by default. */
  rowKey?: (row: R) => string | number;
  /**
   * The list call of the signed-in user's branch for a view (its queries file's `list`). Its answer
   * may carry more than the page of rows (a filter's options, a setting the toolbar shows).
   */
  query: (user: UserInfo, state: ListState) => ListQueryOptions<D>;
  /** The lazily loaded filter form (built with FilterFormShell). */
  filters?: FilterFormPart;
  countFilters?: (filters: Record<string, string>) => number;
  /** The export of the list's view: its mark and its job kind (the button shows to holders of the mark). */
  exportCall?: { mark: string; kind: JobKind };
  /** The page's toolbar buttons; a function gets the view and the last answer (all it carries). */
  toolbar?: Toolbar<D>;
  /** The list's Add button (primary, after the toolbar's buttons); false or absent for a user who may not add. */
  add?: AddAction | false;
  rowClassName?: (row: R) => string | undefined;
  /** The words of the empty list (no filter set). */
  empty: string;
  selection?: RowSelection<R>;
  /** Batch actions on the rows picked (checkboxes, the batch bar in the toolbar); instead of `selection`. */
  batch?: BatchConfig<R>;
  /** The page's test id and class: the list, what shows above it and its dialogs sit in one block. */
  testId?: string;
  className?: string;
  /** What shows above the list (a card, a line of help). */
  intro?: ReactNode;
  /** The page's dialogs and drawers (see Opened). */
  children?: ReactNode;
}

/** A list's toolbar buttons; a function gets the view and the last answer. */
export type Toolbar<D> = ReactNode | ((state: ListState, data: D | undefined) => ReactNode);

/** What a list's Add button says and opens. */
export interface AddAction {
  label: string;
  /** The dialog it opens, loaded on hover or focus. */
  opens?: Opens;
  onClick: () => void;
  testId: string;
}

/** A list call's TanStack options (queryOptions(…)), keyed by the view. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any view's query key: TanStack's own QueryKey type is too narrow for the keys the pages build
type ListQueryOptions<D> = UseQueryOptions<D, Error, D, any>;

const idOf = (row: unknown) => (row as { id: number }).id;

/**
 * The one scaffold of a list page (issue 35): the data table of the page's route with its list
 * call bound to the user's branch, filters, export, toolbar, and the page's dialogs beside it.
 * The pieces a page fills in live next to it: columns.tsx (ColumnSpec list), <x>-rules.ts (route,
 * table id, URL rules), <x>-queries.ts (the list call), and its dialogs (useRowDialog + Opened).
 */
export function ListPage<R extends object, S = Record<string, never>, D extends ListData<R, S> = ListData<R, S>>(
  props: ListPageProps<R, S, D>,
) {
  const { route, tab, table, title, query, filters, exportCall, empty, testId, className, intro, children } = props;
  const user = useUserStore((s) => s.info)!;
  const routeTitle = usePageTitle(route);
  const rowKey = props.rowKey ?? idOf;
  const { selection, toolbar } = useBatch<R, D>({ ...props, rowKey });
  const list = (
    <DataTable<R, S>
      route={route}
      tab={tab}
      tableId={table}
      title={title ?? routeTitle}
      rules={props.rules}
      columns={props.columns}
      keyColumn={props.keyColumn}
      rowKey={rowKey}
      // The table reads the page of rows; what else the answer carries is the page's (toolbar, filters).
      query={(s) => query(user, s) as unknown as ListQueryOptions<ListData<R, S>>}
      filterForm={filters}
      countFilters={props.countFilters}
      exportAction={
        exportCall && ((s) => <ExportButton route={route} mark={exportCall.mark} kind={exportCall.kind} state={s} />)
      }
      extra={withAdd(toolbar, props.add) as DataTableProps<R, S>['extra']}
      rowClassName={props.rowClassName}
      emptyText={empty}
      selection={selection}
    />
  );
  if (testId === undefined && intro === undefined && children === undefined) return list;
  return (
    <div className={className} data-testid={testId}>
      {intro}
      {list}
      {children}
    </div>
  );
}

/** The page's toolbar with the Add button after its own buttons. */
function withAdd<D>(toolbar: Toolbar<D>, add: AddAction | false | undefined): Toolbar<D> {
  if (!add) return toolbar;
  const button = <ToolbarButton primary icon={<PlusOutlined />} {...add} />;
  return (state, data) => (
    <>
      {typeof toolbar === 'function' ? toolbar(state, data) : toolbar}
      {button}
    </>
  );
}
