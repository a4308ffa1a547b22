import { useState, type CSSProperties } from 'react';
import { Button, Empty, Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@bo/contract';
import type { ListState } from './list-state';
import type { ListData } from './list-data';
import { CHECKBOX_COLUMN_PX, FIX_END, FIX_START, useScrollEdges } from './fixed-columns';
import { ResizableHeaderCell, type ResizeProps } from './resizable-header';
import type { DataColumn } from './types';
import type { Density } from './use-table-prefs';
import type { RowSelection } from './data-table';

export interface TableBodyProps<R, S> {
  /** The shown columns in the user's order, widths applied. */
  columns: DataColumn<R, S>[];
  keyColumn?: string;
  rowKey: (row: R) => string | number;
  rowClassName?: (row: R) => string | undefined;
  /** Checkboxes for picking rows (an action on several); only rows of the page shown count as picked. */
  selection?: RowSelection<R>;
  data: ListData<R, S> | undefined;
  loading: boolean;
  state: ListState;
  onState: (next: ListState) => void;
  density: Density;
  onResize: (key: string, width: number) => void;
  /** What shows with no rows; null while the first answer is on its way. */
  empty: EmptyState | null;
  mobile: boolean;
  /** Accessible name of the table, e.g. the page's title. */
  label: string;
}

/** The empty table's words and, when filters are set, the button that clears them (drawn here, so antd's Empty loads with the table). */
export interface EmptyState {
  text: string;
  reset?: { label: string; onClick: () => void };
}

const SIZE: Record<Density, TableProps['size']> = { large: 'large', middle: 'middle', small: 'small' };

/**
 * The data table's grid: antd's Table (with pagination ~95 KB gzip), loaded with the table
 * block in parallel with the rows, never part of a page's first load. Paging and sorting
 * go back to the URL state; the server pages, sorts and sums.
 */
export default function TableBody<R extends object, S>({
  columns,
  keyColumn,
  rowKey,
  rowClassName,
  selection,
  data,
  loading,
  state,
  onState,
  density,
  onResize,
  empty,
  mobile,
  label,
}: TableBodyProps<R, S>) {
  const { t } = useTranslation();
  const antColumns = useAntColumns(columns, keyColumn, mobile, state, onResize);
  const onChange = changeHandler(columns, state, onState);
  const edges = useScrollEdges();
  return (
    <div
      ref={edges}
      className="dt-grid"
      style={selection ? ({ '--dt-key-start': `${CHECKBOX_COLUMN_PX}px` } as CSSProperties) : undefined}
    >
      <Table<R>
        aria-label={label}
        className="dt-table"
        size={SIZE[density]}
        rowKey={rowKey}
        rowClassName={rowClassName ? (row) => rowClassName(row) ?? '' : undefined}
        rowSelection={selection && rowSelectionOf(selection, data?.list ?? [], rowKey)}
        columns={antColumns}
        dataSource={data?.list ?? []}
        loading={loading}
        // Wider than its box, the fixed layout keeps the columns' widths and the box scrolls (data-table.css).
        tableLayout="fixed"
        components={{ header: { cell: ResizableHeaderCell } }}
        locale={{
          emptyText: empty ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty.text}>
              {empty.reset && <Button onClick={empty.reset.onClick}>{empty.reset.label}</Button>}
            </Empty>
          ) : (
            <span />
          ),
        }}
        showSorterTooltip={false}
        onChange={onChange}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: data?.total ?? 0,
          pageSizeOptions: [...PAGE_SIZES],
          showSizeChanger: true,
          showLessItems: mobile,
          showTotal: mobile ? undefined : (total) => t('table.total', { total }),
          size: mobile ? 'small' : undefined,
          // The size is set above; antd's own watch of the window would draw the pager again inside the first draw.
          responsive: false,
          hideOnSinglePage: false,
        }}
        summary={summaryRow(columns, keyColumn, Boolean(selection), data, t('table.summary'))}
      />
    </div>
  );
}

/**
 * antd's columns of the shown columns: widths (and the one being dragged), sort state from the
 * URL, the key column fixed on the start side, a row's actions on the end side (wider than 800 px).
 */
function useAntColumns<R, S>(
  columns: DataColumn<R, S>[],
  keyColumn: string | undefined,
  mobile: boolean,
  state: ListState,
  onResize: (key: string, width: number) => void,
): ColumnsType<R> {
  const { t } = useTranslation();
  // Widths while a handle is dragged (saved when it is let go).
  const [dragging, setDragging] = useState<Record<string, number>>({});
  const widthOf = (c: DataColumn<R, S>) => dragging[c.key] ?? c.width;
  const antColumns: ColumnsType<R> = columns.map((c) => ({
    key: c.key,
    title: c.title,
    width: widthOf(c),
    align: c.align,
    className: c.key === keyColumn ? FIX_START : c.fixedRight && !mobile ? FIX_END : undefined,
    render: (_v: unknown, row: R) => c.render(row),
    sorter: Boolean(c.sort),
    sortOrder: c.sort && state.sort === c.sort ? (state.order === 'asc' ? 'ascend' : 'descend') : null,
    onHeaderCell: (): ResizeProps => ({
      width: widthOf(c),
      resizeLabel: t('table.resize', { column: c.title }),
      onResizing: (w: number) => setDragging((d) => ({ ...d, [c.key]: w })),
      onResized: (w: number) => {
        setDragging(({ [c.key]: _done, ...rest }) => rest);
        onResize(c.key, w);
      },
    }),
  }));
  return antColumns;
}

/** Paging and sorting go back to the URL state (a new sort or page size starts at page 1). */
function changeHandler<R, S>(
  columns: DataColumn<R, S>[],
  state: ListState,
  onState: (next: ListState) => void,
): TableProps<R>['onChange'] {
  return (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<R> | undefined;
      const word = s?.order ? columns.find((c) => c.key === String(s.columnKey))?.sort : undefined;
      onState({ ...state, page: 1, sort: word, order: word ? (s?.order === 'ascend' ? 'asc' : 'desc') : undefined });
    } else if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? state.pageSize;
      onState({ ...state, pageSize, page: pageSize !== state.pageSize ? 1 : (pagination.current ?? 1) });
    }
  };
}

/** The checkboxes of picked rows (only rows of the page shown count as picked). */
function rowSelectionOf<R>(
  selection: RowSelection<R>,
  list: R[],
  rowKey: (row: R) => string | number,
): TableProps<R>['rowSelection'] {
  return {
    selectedRowKeys: list.map(rowKey).filter((k) => selection.keys.includes(k)),
    onChange: (keys) => selection.onChange(keys as (string | number)[]),
    // The label names the row by its data (a title, a client's name), in whatever language it was written.
    getCheckboxProps: (row) =>
      ({
        disabled: selection.disabled?.(row),
        'aria-label': selection.label(row),
        'data-user-content': '',
      }) as object,
    columnWidth: CHECKBOX_COLUMN_PX,
    onCell: () => ({ className: FIX_START }),
    hideSelectAll: true,
    columnTitle: <span className="dt-visually-hidden">{selection.title}</span>,
  };
}

/**
 * The server's sums under the rows; a list without sums (the logs) has none: a lone "Total" would
 * say nothing. With checkboxes, an empty cell stands under them, so each sum stays under its column.
 */
function summaryRow<R, S>(
  columns: DataColumn<R, S>[],
  keyColumn: string | undefined,
  checkboxes: boolean,
  data: ListData<R, S> | undefined,
  totalWord: string,
) {
  const summary = data?.summary;
  if (!summary || data.total === 0 || !columns.some((c) => c.summary)) return undefined;
  const first = checkboxes ? 1 : 0;
  return () => (
    <Table.Summary>
      <Table.Summary.Row className="dt-summary" data-testid="summary-row">
        {checkboxes && <Table.Summary.Cell index={0} className={`ant-table-selection-column ${FIX_START}`} />}
        {columns.map((c, i) => (
          <Table.Summary.Cell
            key={c.key}
            index={first + i}
            align={c.align}
            className={c.key === keyColumn ? FIX_START : undefined}
          >
            {c.summary ? <b data-testid={`sum-${c.key}`}>{c.summary(summary)}</b> : i === 0 ? <b>{totalWord}</b> : null}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
