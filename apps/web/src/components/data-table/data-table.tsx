import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Skeleton, Tooltip } from 'antd';
import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../../api/http';
import { lazyPart, type LazyPart } from '../../lib/lazy-part';
import { whenIdle } from '../../lib/when-idle';
import { useIsMobile } from '../../lib/use-is-mobile';
import { ColumnChooser } from './column-chooser';
import { resizeColumn } from './column-prefs';
import { DensityMenu } from './density-menu';
import { countFilterWords } from './filter-words';
import { withFilters, type ListRules, type ListState } from './list-state';
import type { ListData } from './list-data';
import type { FilterFormComponent } from './types';
import type { DataColumn } from './types';
import type { EmptyState, TableBodyProps } from './table-body';
import { useListUrlState } from './use-list-url-state';
import { useTablePrefs } from './use-table-prefs';
import './data-table.css';

/** antd's Table comes with the table block, in parallel with the rows (see table-body.tsx). */
export const TableBody = lazyPart(() => import('./table-body'));
/** The lazy part keeps the grid's row and summary types. */
/** The filter drawer of 800 px and narrower. */
const FilterDrawer = lazyPart(() => import('./filter-drawer'));
/** antd's Alert for a failed load: rare, so not part of the page's first load (asked for once the page is idle, so it is there when the network is not). */
const LoadError = lazyPart(() => import('../load-error'));
const Body = TableBody as unknown as <R extends object, S>(p: TableBodyProps<R, S>) => ReactNode;

/** The list call of a view: TanStack query options (queryOptions(…)), keyed by the view. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any view's query key: TanStack's own QueryKey type is too narrow for the keys the pages build
export type ListQueryOptions<R, S> = UseQueryOptions<ListData<R, S>, Error, ListData<R, S>, any>;

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
  filterForm?: LazyPart<FilterFormComponent>;
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
 */
export function DataTable<R extends object, S>(props: DataTableProps<R, S>) {
  const {
    route,
    tab,
    tableId,
    title,
    rules,
    columns,
    keyColumn,
    rowKey,
    query,
    filterForm: FilterForm,
    countFilters,
    exportAction,
    extra,
    rowClassName,
    emptyText,
    selection,
  } = props;
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [state, setState] = useListUrlState(route, rules, tab);
  const keys = useMemo(() => columns.map((c) => c.key), [columns]);
  const prefs = useTablePrefs(tableId, keys, keyColumn);
  const rows = useQuery({ ...query(state), placeholderData: keepPreviousData });
  const [filtersOpen, setFiltersOpen] = useState(!mobile);
  // The drawer (narrow screens) is drawn once first opened, then kept for its closing animation.
  const filtersUsed = useRef(false);
  if (mobile && filtersOpen) filtersUsed.current = true;
  const filterCount = (countFilters ?? countFilterWords)(state.filters);

  useEffect(() => {
    TableBody.preload();
    FilterForm?.preload();
  }, [FilterForm]);
  useEffect(() => whenIdle(LoadError.preload), []);

  // A page past the end (rows deleted meanwhile, an old link): show the last page instead.
  const data = rows.data;
  useEffect(() => {
    if (!data || rows.isPlaceholderData || data.list.length > 0 || data.total === 0 || state.page === 1) return;
    setState({ ...state, page: Math.max(1, Math.ceil(data.total / state.pageSize)) }, { replace: true });
  }, [data, rows.isPlaceholderData, state, setState]);

  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const shown = prefs.layout.flatMap((l) => {
    const c = byKey.get(l.key);
    return c && l.visible ? [{ ...c, width: l.width ?? c.width }] : [];
  });
  const titles = Object.fromEntries(columns.map((c) => [c.key, c.title]));

  const applyFilters = (filters: Record<string, string | undefined>) => {
    setState(withFilters(state, filters));
    if (mobile) setFiltersOpen(false);
  };
  const filterForm = FilterForm && (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
      <FilterForm filters={state.filters} onApply={applyFilters} mobile={mobile} />
    </Suspense>
  );

  const error = rows.data === undefined && rows.error && !isSessionEnded(rows.error) ? rows.error : null;
  const empty: EmptyState = {
    text: filterCount ? t('table.noMatch') : (emptyText ?? t('table.empty')),
    reset: filterCount > 0 ? { label: t('table.resetFilters'), onClick: () => applyFilters({}) } : undefined,
  };
  const filtersLabel = filterCount ? t('table.filtersCount', { n: filterCount }) : t('table.filters');

  return (
    <section className="dt" aria-label={title} data-testid={`table-${tableId}`}>
      <div className="dt-toolbar">
        <h2 className="dt-title">{title}</h2>
        <div className="dt-actions">
          {FilterForm && (
            <Button
              icon={<FilterOutlined />}
              type={filterCount ? 'primary' : 'default'}
              ghost={filterCount > 0}
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen((o) => !o)}
              onPointerEnter={() => {
                FilterForm.preload();
                if (mobile) FilterDrawer.preload();
              }}
              data-testid="filters-button"
            >
              {filtersLabel}
            </Button>
          )}
          {exportAction?.(state)}
          {typeof extra === 'function' ? extra(state, data) : extra}
          <Tooltip title={t('table.refresh')}>
            <Button
              icon={<ReloadOutlined spin={rows.isFetching} />}
              aria-label={t('table.refresh')}
              onClick={() => void rows.refetch()}
              data-testid="refresh-button"
            />
          </Tooltip>
          <DensityMenu value={prefs.density} onChange={prefs.setDensity} />
          <ColumnChooser
            layout={prefs.layout}
            titles={titles}
            keyColumn={keyColumn}
            customised={prefs.customised}
            onChange={prefs.setLayout}
            onReset={prefs.reset}
            iconOnly={mobile}
          />
        </div>
      </div>

      {FilterForm && !mobile && filtersOpen && <div className="dt-filters">{filterForm}</div>}
      {FilterForm && mobile && filtersUsed.current && (
        <Suspense fallback={null}>
          <FilterDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)}>
            {filterForm}
          </FilterDrawer>
        </Suspense>
      )}

      {error && (
        <Suspense fallback={null}>
          <LoadError
            className="dt-error"
            message={t('table.loadFailed', { msg: error.message })}
            retryLabel={t('common.retry')}
            onRetry={() => void rows.refetch()}
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
              columns={shown}
              keyColumn={keyColumn}
              rowKey={rowKey}
              rowClassName={rowClassName}
              selection={selection}
              data={data}
              loading={rows.isFetching}
              state={state}
              onState={setState}
              density={prefs.density}
              onResize={(key, width) => prefs.setLayout(resizeColumn(prefs.layout, key, width))}
              empty={rows.isPending ? null : empty}
              mobile={mobile}
              label={title}
            />
          </Suspense>
        ) : (
          <TableSkeleton />
        )}
      </div>
    </section>
  );
}

function TableSkeleton() {
  return (
    <div data-testid="skeleton" aria-busy="true" className="dt-skeleton">
      <Skeleton active title={false} paragraph={{ rows: 8 }} />
    </div>
  );
}
