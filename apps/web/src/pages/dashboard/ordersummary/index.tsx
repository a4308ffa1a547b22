import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Card, Skeleton } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DEFAULT_PAGE_SIZE, M, type ChartRow, type YwType } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { loadECharts } from '../../../components/chart';
import { showError, showSuccess } from '../../../lib/feedback';
import { formatCount, formatMoney } from '../../../components/number-format';
import { periodLabel, sumColumns } from '../format';
import { LoadState } from '../load-state';
import { noOrders, OrdersChart, PeriodSwitch } from '../orders-chart';
import { FIRST_CHART_PERIOD, useChartRows } from '../queries';
import { exportXlsx, type SheetColumn } from '../../../components/export/export-xlsx';
import { lazyPart } from '../../../lib/lazy-part';
import '../dashboard.css';
import { branchTime } from '../../../components/branch-time';

const ROUTE = '/dashboard/ordersummary';

/** The table (antd Table) loads with its block, in parallel with the rows, not with the page. */
const SummaryTable = lazyPart(() => import('./summary-table'));

/** The columns the summary row adds up: orders and amount. Distinct clients per period do not add up. */
export const SUMMED = { dd_num: 'count', jine: 'money' } as const;

/**
 * /dashboard/ordersummary, the order overview (spec §2): orders, ordering clients and amount
 * per period with the year/month/week/day switch, a table with a summary row (spec §9), and
 * export of what is shown to .xlsx (mark report:export).
 */
export default function DashboardOrdersummaryPage() {
  const { t } = useTranslation();
  const [ywtype, setYwtype] = useState<YwType>(FIRST_CHART_PERIOD);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const canExport = useAllow(ROUTE, M.reportExport);
  const query = useChartRows(ywtype);
  const data = query.data;
  // Newest period first: the table reads like a report, the chart like a timeline.
  const rows = useMemo(() => (data ? [...data.rows].reverse() : []), [data]);
  const sums = useMemo(() => sumColumns(rows, SUMMED), [rows]);
  const label = (r: ChartRow) => (data ? periodLabel(r, data.ywtype, false) : '');
  // ECharts loads with the page's chart block, in parallel with the rows (components/chart.tsx).
  useEffect(() => {
    void loadECharts().catch(() => undefined);
    SummaryTable.preload();
  }, []);

  const columns = summaryColumns(t, label);
  const { exporting, exportShown } = useSummaryExport(data, rows, sums, label);

  return (
    <div className="dash" data-testid="dashboard-ordersummary">
      <Card
        size="small"
        className="dash-block"
        title={t('dashboard.chart.title')}
        extra={<PeriodSwitch value={ywtype} onChange={setYwtype} testId="summary-period" />}
      >
        {/* The chart's height whatever it shows, so the table below never moves. */}
        <div className="dash-chart-body" style={{ height: 280 }}>
          <LoadState query={query} empty={noOrders(data?.rows)} emptyText={t('dashboard.summary.empty')}>
            {data && <OrdersChart rows={data.rows} ywtype={data.ywtype} height={280} testId="summary-chart" />}
          </LoadState>
        </div>
      </Card>
      <Card
        size="small"
        className="dash-block"
        title={t('dashboard.summary.table')}
        extra={
          canExport && (
            <Button
              icon={<DownloadOutlined />}
              size="small"
              loading={exporting}
              disabled={!data}
              onClick={() => void exportShown()}
              data-testid="summary-export"
            >
              {t('dashboard.summary.export')}
            </Button>
          )
        }
      >
        <LoadState query={query}>
          <div data-testid="summary-table" data-ywtype={query.isPlaceholderData ? '' : ywtype} data-rows={rows.length}>
            <Suspense
              fallback={
                <div data-testid="skeleton" aria-busy="true">
                  <Skeleton active paragraph={{ rows: 6 }} title={false} />
                </div>
              }
            >
              <SummaryTable
                rows={rows}
                columns={columns}
                sums={sums}
                dimmed={query.isPlaceholderData}
                pageSize={pageSize}
                onPageSize={setPageSize}
              />
            </Suspense>
          </div>
        </LoadState>
      </Card>
    </div>
  );
}

/** The table's columns: the period, then orders, ordering clients and amount. */
function summaryColumns(t: TFunction, label: (r: ChartRow) => string): ColumnsType<ChartRow> {
  return [
    { title: t('dashboard.summary.period'), key: 'period', render: (_v, r) => label(r) },
    {
      title: t('dashboard.chart.orders'),
      dataIndex: 'dd_num',
      align: 'right',
      render: (v: number) => <span className="dash-num">{formatCount(v)}</span>,
    },
    {
      title: t('dashboard.chart.clients'),
      dataIndex: 'gu_num',
      align: 'right',
      render: (v: number) => <span className="dash-num">{formatCount(v)}</span>,
    },
    {
      title: t('dashboard.chart.amount'),
      dataIndex: 'jine',
      align: 'right',
      render: (v: string) => <span className="dash-num">{formatMoney(v)}</span>,
    },
  ];
}

/** Exports what is shown, summary row included, to .xlsx named after the period and the time. */
function useSummaryExport(
  data: ReturnType<typeof useChartRows>['data'],
  rows: ChartRow[],
  sums: Record<string, string | number>,
  label: (r: ChartRow) => string,
) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportShown = async () => {
    if (!data) return;
    setExporting(true);
    try {
      const sheet: SheetColumn[] = [
        { title: t('dashboard.summary.period'), kind: 'text' },
        { title: t('dashboard.chart.orders'), kind: 'count' },
        { title: t('dashboard.chart.clients'), kind: 'count' },
        { title: t('dashboard.chart.amount'), kind: 'money' },
      ];
      const file = `${t('dashboard.summary.fileName')}-${t(`dashboard.period.${data.ywtype}`)}-${branchTime(Date.now(), 'YYYYMMDD-HHmm')}.xlsx`;
      await exportXlsx(
        file,
        sheet,
        rows.map((r) => [label(r), r.dd_num, r.gu_num, r.jine]),
        [t('dashboard.summary.total'), sums.dd_num, '', sums.jine],
      );
      showSuccess(t('dashboard.summary.exported', { file }));
    } catch (e) {
      showError(e instanceof Error ? e.message : String(e));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportShown };
}
