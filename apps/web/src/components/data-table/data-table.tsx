import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../../api/http';
import { lazyPart } from '../../lib/lazy-part';
import { afterPaintThenIdle } from '../../lib/when-idle';
import { useIsMobile } from '../../lib/use-is-mobile';
import { resizeColumn, type ColumnLayout } from './column-prefs';
import { FilterDrawer, FilterPanel } from './filter-panel';
import { countFilterWords } from './filter-words';
import { withFilters, type ListRules, type ListState } from './list-state';
import type { ListData } from './list-data';
import type { FilterFormPart } from './filter-form-part';
import type { DataColumn } from './types';
import type { EmptyState, TableBodyProps } from './table-body';
import { TableBody } from './table-body-part';
import { TableToolbar } from './table-toolbar';
import { useListView, type ListQueryOptions } from './use-list-view';
import { useTablePrefs } from './use-table-prefs';
import './data-table.css';

/** antd's Alert for a failed load: rare, so not part of the page's first load (asked for once the rows are drawn, so it is there when the network is not). */
const LoadError = lazyPart(() => import('../load-error'));
const Body = TableBody as unknown as <R extends object, S>(p: TableBodyProps<R, S>) => ReactNode;

export type { ListQueryOptions };

export interface DataTableProps<R, S> {
  /** The page's own route: the URL is this list's only while the route is current (hidden work tabs). */
  route: string;
  /** On a page with several lists in tabs: the tab this list lives on (the address's `tab` word); the URL is this list's only while that tab is the address's. */
  tab?: string;
  /** Id of the saved column choice, e.g. "orders". */
  tableId: string;
  /** Accessible name of the table (and the toolbar's title). */
  title: string;
  /** The list call's sort words and filter rules (see list-state.ts). */
  rules: ListRules;
  columns: DataColumn<R, S>[];
  /** The column that names and opens a row: always shown, first, fixed on the left when scrolling. */
  keyColumn?: string;
  rowKey: (row: R) => string | number;
  /** The list call for a view (query key and function); the same options the route loader may prefetch. */
  query: (state: ListState) => ListQueryOptions<R, S>;
  /** The page's filter form (lazily loaded; build it with FilterFormShell). */
  filterForm?: FilterFormPart;
  /** Number of the filters in force shown on the Filters button; by default every filter word counts, the from–to days once. */
  countFilters?: (filters: Record<string, string>) => number;
  /** The export button of the list, given the view in force (the export takes the same filters and sort). */
  exportAction?: (state: ListState) => ReactNode;
  /** More toolbar buttons (page-specific); a function gets the view in force and the last answer (e.g. a setting it carries). */
  extra?: ReactNode | ((state: ListState, data: ListData<R, S> | undefined) => ReactNode);
  /** A class for a row that must stand out (e.g. an abandoned cart); the table's CSS has none of its own. */
  rowClassName?: (row: R) => string | undefined;
  /** Empty state text when no filter is in force. */
  emptyText?: string;
  /** Rows the user may pick for an action on several (a checkbox per row); the page keeps the picked keys. */
  selection?: RowSelection<R>;
}

/** The picked rows of a data table: the page's state, shown as checkboxes (see table-body.tsx). */
export interface RowSelection<R> {
  keys: readonly (string | number)[];
  onChange: (keys: (string | number)[]) => void;
  /** The accessible name of a row's checkbox, e.g. "Select zhang". */
  label: (row: R) => string;
  /** The name of the checkbox column, for screen readers (no "select all": antd would copy its checkbox into a hidden measuring row). */
  title: string;
  /** Rows that cannot be picked. */
  disabled?: (row: R) => boolean;
}

/**
 * The one data table of the console (issue 10): server-side paging, sorting and filtering in
 * the URL, the user's column choice and density kept on the server, the server's summary row,
 * filters above the table (in a drawer at 800 px and narrower), refresh, an export slot.
 * Pages use it through the list-page kit (components/list-page/list-page.tsx).
 */
export function DataTable<R extends object, S>(props: DataTableProps<R, S>) {
  const { tableId, title, columns, keyColumn, filterForm: FilterForm, exportAction, extra } = props;
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const view = useListView(props.route, props.rules, props.tab, props.query);
  const { state, setState, rows, data } = view;
  const keys = useMemo(() => columns.map((c) => c.key), [columns]);
  const prefs = useTablePrefs(tableId, keys, keyColumn);
  const [filtersOpen, setFiltersOpen] = useState(!mobile);
  const filterCount = (props.countFilters ?? countFilterWords)(state.filters);

  useEffect(() => {
    TableBody.preload();
    // Drawn above the table at once; at 800 px and narrower it waits in a drawer (afterRows).
    if (!mobile) FilterForm?.preload();
  }, [FilterForm, mobile]);
  // On a phone's connection what the first rows do not need is asked for only once they are drawn.
  const afterRows = () => {
    LoadError.preload();
    FilterForm?.preload();
  };

  const applyFilters = (filters: Record<string, string | undefined>) => {
    setState(withFilters(state, filters));
    if (mobile) setFiltersOpen(false);
  };
  const empty: EmptyState = {
    text: filterCount ? t('table.noMatch') : (props.emptyText ?? t('table.empty')),
    reset: filterCount > 0 ? { label: t('table.resetFilters'), onClick: () => applyFilters({}) } : undefined,
  };

  return (
    <section className="dt" aria-label={title} data-testid={`table-${tableId}`}>
      <TableToolbar
        title={title}
        filters={
          FilterForm && {
            count: filterCount,
            open: filtersOpen,
            onToggle: () => setFiltersOpen((o) => !o),
            onHint: () => {
              FilterForm.preload();
              if (mobile) FilterDrawer.preload();
            },
          }
        }
        actions={
          <>
            {exportAction?.(state)}
            {typeof extra === 'function' ? extra(state, data) : extra}
          </>
        }
        fetching={rows.isFetching}
        onRefresh={() => void rows.refetch()}
        prefs={prefs}
        titles={Object.fromEntries(columns.map((c) => [c.key, c.title]))}
        keyColumn={keyColumn}
        mobile={mobile}
      />
      {FilterForm && (
        <FilterPanel
          form={FilterForm}
          filters={state.filters}
          onApply={applyFilters}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          mobile={mobile}
        />
      )}
      <ListBody
        {...props}
        view={view}
        prefs={prefs}
        empty={rows.isPending ? null : empty}
        onRetry={() => void rows.refetch()}
        afterRows={afterRows}
        mobile={mobile}
      />
    </section>
  );
}

interface ListBodyProps<R, S> extends DataTableProps<R, S> {
  view: ReturnType<typeof useListView<R, S>>;
  prefs: ReturnType<typeof useTablePrefs>;
  empty: EmptyState | null;
  onRetry: () => void;
  /** Run once the first rows (or the empty state) are painted and the browser is idle. */
  afterRows: () => void;
  mobile: boolean;
}

/** The table's rows: a failed load's alert, then the grid (a skeleton until the column choice is in). */
function ListBody<R extends object, S>({
  view,
  prefs,
  empty,
  onRetry,
  afterRows,
  mobile,
  ...props
}: ListBodyProps<R, S>) {
  const { t } = useTranslation();
  const { rows, data } = view;
  const error = rows.data === undefined && rows.error && !isSessionEnded(rows.error) ? rows.error : null;
  return (
    <>
      {error && (
        <Suspense fallback={null}>
          <LoadError
            className="dt-error"
            message={t('table.loadFailed', { msg: error.message })}
            retryLabel={t('common.retry')}
            onRetry={onRetry}
          />
        </Suspense>
      )}
      <div
        className="dt-body"
        data-testid="table-body"
        aria-busy={rows.isFetching || undefined}
        data-total={data?.total ?? ''}
        data-loading={rows.isFetching ? '1' : ''}
      >
        {prefs.ready ? (
          <Suspense fallback={<TableSkeleton />}>
            <Body<R, S>
              columns={shownColumns(props.columns, prefs.layout)}
              keyColumn={props.keyColumn}
              rowKey={props.rowKey}
              rowClassName={props.rowClassName}
              selection={props.selection}
              data={data}
              loading={rows.isFetching}
              state={view.state}
              onState={view.setState}
              density={prefs.density}
              onResize={(key, width) => prefs.setLayout(resizeColumn(prefs.layout, key, width))}
              empty={empty}
              mobile={mobile}
              label={props.title}
            />
            {!rows.isPending && <WhenDrawn run={afterRows} />}
          </Suspense>
        ) : (
          <TableSkeleton />
        )}
      </div>
    </>
  );
}

/** The columns the user shows, in their order, at their widths. */
function shownColumns<R, S>(columns: DataColumn<R, S>[], layout: ColumnLayout[]): DataColumn<R, S>[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return layout.flatMap((l) => {
    const c = byKey.get(l.key);
    return c && l.visible ? [{ ...c, width: l.width ?? c.width }] : [];
  });
}

/** Runs `run` once, after the commit that shows it (its Suspense siblings with it) is painted and the browser is idle. */
function WhenDrawn({ run }: { run: () => void }) {
  const [first] = useState(() => run);
  useEffect(() => afterPaintThenIdle(first), [first]);
  return null;
}

function TableSkeleton() {
  return (
    <div data-testid="skeleton" aria-busy="true" className="dt-skeleton">
      <Skeleton active title={false} paragraph={{ rows: 8 }} />
    </div>
  );
}
