import { Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type ChartRow } from '@bo/contract';
import { formatCount, formatMoney } from '../../../components/number-format';

export interface SummaryTableProps {
  rows: ChartRow[];
  columns: ColumnsType<ChartRow>;
  /** The summary row: orders and amount of every row of the range, not only the page on show. */
  sums: Record<string, number | string>;
  /** A period switch dims the table while the new period loads. */
  dimmed: boolean;
  pageSize: number;
  onPageSize: (size: number) => void;
}

/**
 * The order overview's table (antd's Table with pagination, ~95 KB gzip with what it brings):
 * loaded with the table block, in parallel with the rows, not as part of the page's first load.
 */
export default function SummaryTable({ rows, columns, sums, dimmed, pageSize, onPageSize }: SummaryTableProps) {
  const { t } = useTranslation();
  return (
    <Table<ChartRow>
      size="small"
      rowKey="dddate"
      columns={columns}
      dataSource={rows}
      loading={dimmed}
      scroll={{ x: 480 }}
      pagination={{
        pageSize,
        pageSizeOptions: [...PAGE_SIZES],
        showSizeChanger: true,
        onShowSizeChange: (_p, size) => onPageSize(size),
        onChange: (_p, size) => onPageSize(size),
        hideOnSinglePage: false,
        size: 'small',
      }}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row data-testid="summary-row">
            <Table.Summary.Cell index={0}>
              <b>{t('dashboard.summary.total')}</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <b className="dash-num" data-testid="sum-dd_num">
                {formatCount(sums.dd_num as number)}
              </b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Tooltip title={t('dashboard.summary.notSummed')}>
                <span>—</span>
              </Tooltip>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <b className="dash-num" data-testid="sum-jine">
                {formatMoney(sums.jine)}
              </b>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
