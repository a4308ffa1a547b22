import { useEffect, useMemo, useState } from 'react';
import { Card, Input, Segmented, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BRANCH_FIGURES_MAX_DAYS, BRANCH_STATES, type BranchFigureRow, type DayRange } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';
import { loadECharts } from '../../../components/chart';
import { withFilters, type ListState } from '../../../components/data-table/list-state';
import { useListUrlState } from '../../../components/data-table/use-list-url-state';
import { exportXlsx, type SheetColumn } from '../../../components/export/export-xlsx';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { usePageStrings } from '../../../components/use-page-strings';
import { showError, showSuccess } from '../../../lib/feedback';
import { lazyPart } from '../../../lib/lazy-part';
import { LoadState } from '../load-state';
import { useUser } from '../queries';
import { onRangeFocus, RangeLabel, RangeRow } from '../range-choice';
import { BranchesChart } from './branches-chart';
import { shownRows, topBySales } from './branch-rows';
import { BRANCH_COLUMNS } from './columns';
import {
  BRANCH_RULES,
  BRANCH_SEARCH_MAX,
  BRANCHES_ROUTE,
  BRANCHES_TABLE,
  branchQueries,
  daysOfView,
} from './branches-rules';
import { PERIODS, periodOf, periodWords, RANGE_WORD, type Period } from './period';
import '../dashboard.css';
import './branches.css';

const ViewDialog = lazyPart(() => import('./view-dialog'));

/** The chart's height whatever it shows, so the table below never moves. */
const CHART_HEIGHT = 280;
/** How many branches the chart compares. */
const TOP = 10;

/**
 * /dashboard/branches, headquarters (issue 41): every branch's figures for a period side by side,
 * the top branches in a chart, the rows exported as shown, and a branch opened read-only. The
 * period, the state filter, the search and the sort live in the address (one list view).
 */
export default function DashboardBranchesPage() {
  return usePageStrings('hq') ? <BranchesView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function BranchesView() {
  const { t } = useTranslation();
  const user = useUser();
  const [view, setView] = useListUrlState(BRANCHES_ROUTE, BRANCH_RULES);
  const period = periodOf(view.filters);
  const days = daysOfView(view);
  // The same query (and cache) as the table's: one call per period.
  const figures = useQuery(branchQueries.figures(user, days));
  const dialog = useRowDialog<'view', BranchFigureRow>();
  const columns = useColumns(BRANCH_COLUMNS, {
    view: (r: BranchFigureRow) => dialog.open('view', r),
    dialog: ViewDialog,
  });
  useEffect(() => void loadECharts().catch(() => undefined), []);

  const setFilters = (patch: Record<string, string | undefined>, replace = false) =>
    setView(withFilters(view, { ...view.filters, ...patch }), { replace });
  const exporter = useBranchExport(figures.data, days);

  return (
    <ListPage
      testId="hq-page"
      className="dash hq"
      route={BRANCHES_ROUTE}
      table={BRANCHES_TABLE}
      rules={BRANCH_RULES}
      columns={columns}
      keyColumn="gscode"
      rowKey={(r) => r.gscode}
      query={branchQueries.list}
      empty={t('hq.empty')}
      toolbar={(s) => (
        <ToolbarButton
          icon={<DownloadOutlined />}
          label={t('hq.export')}
          loading={exporter.busy}
          disabled={!figures.data}
          onClick={() => void exporter.run(s)}
          testId="hq-export"
        />
      )}
      intro={
        <>
          <Card size="small" className="dash-block" title={t('hq.period.title')} data-testid="hq-controls">
            <div className="hq-controls">
              <PeriodChoice value={period} days={days} onChange={(p) => setFilters(periodWords(p))} />
              <div className="hq-filters">
                <Segmented<string>
                  size="small"
                  value={view.filters.state ?? 'all'}
                  onChange={(v) => setFilters({ state: v === 'all' ? undefined : v })}
                  options={['all', ...BRANCH_STATES].map((s) => ({ value: s, label: t(`hq.state.${s}`) }))}
                  aria-label={t('hq.col.state')}
                  data-testid="hq-state-filter"
                />
                <SearchBox value={view.filters.q ?? ''} onChange={(q) => setFilters({ q: q || undefined }, true)} />
              </div>
            </div>
          </Card>
          <Card size="small" className="dash-block" title={t('hq.chart.title', { n: TOP })}>
            <div className="dash-chart-body" style={{ height: CHART_HEIGHT }}>
              <LoadState query={figures} empty={figures.data?.length === 0} emptyText={t('hq.empty')}>
                {figures.data && <BranchesChart rows={topBySales(figures.data, TOP)} height={CHART_HEIGHT} />}
              </LoadState>
            </div>
          </Card>
        </>
      }
    >
      <Opened value={dialog.current}>
        {(d) => <ViewDialog key={d.row.gscode} row={d.row} onClose={dialog.close} />}
      </Opened>
    </ListPage>
  );
}

/** Today, 7 days, 30 days, this year, or a range of days (the dashboard's picker under it). */
function PeriodChoice({ value, days, onChange }: { value: Period; days: DayRange; onChange: (p: Period) => void }) {
  const { t } = useTranslation();
  const word = typeof value === 'string' ? value : RANGE_WORD;
  return (
    <div className="hq-period">
      <Segmented<string>
        size="small"
        value={word}
        onFocus={onRangeFocus}
        onChange={(v) => onChange(v === RANGE_WORD ? days : (v as Period))}
        options={[
          ...PERIODS.map((p) => ({ value: p, label: t(`hq.period.${p}`) })),
          { value: RANGE_WORD, label: <RangeLabel /> },
        ]}
        data-testid="hq-period"
      />
      {typeof value !== 'string' && (
        <RangeRow
          value={value}
          onChange={onChange}
          maxDays={BRANCH_FIGURES_MAX_DAYS}
          for="branches"
          label={t('hq.period.range')}
        />
      )}
      <span className="bo-muted hq-days" data-testid="hq-days">
        {days.from === days.to ? days.from : `${days.from} ~ ${days.to}`}
      </span>
    </div>
  );
}

/** The search of a code or a name: the table follows each key (the address is replaced, not stacked). */
function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input
      size="small"
      allowClear
      className="hq-search"
      value={value}
      maxLength={BRANCH_SEARCH_MAX}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t('hq.search')}
      aria-label={t('hq.search')}
      data-testid="hq-search"
    />
  );
}

/** Exports the rows shown (the filter, the search and the sort in force; every page) to .xlsx. */
function useBranchExport(rows: BranchFigureRow[] | undefined, days: DayRange) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const sheet = useMemo<SheetColumn[]>(
    () => [
      { title: t('hq.col.gscode'), kind: 'text' },
      { title: t('hq.col.company'), kind: 'text' },
      { title: t('hq.col.state'), kind: 'text' },
      { title: t('hq.col.endtime'), kind: 'text' },
      { title: t('hq.col.sales'), kind: 'money' },
      { title: t('hq.col.orders'), kind: 'count' },
      { title: t('hq.col.paidOrders'), kind: 'count' },
      { title: t('hq.col.newClients'), kind: 'count' },
      { title: t('hq.col.visitors'), kind: 'count' },
      { title: `${t('hq.col.conversion')} %`, kind: 'text' },
      { title: t('hq.col.avgOrder'), kind: 'money' },
      { title: `${t('hq.col.salesChange')} %`, kind: 'text' },
    ],
    [t],
  );
  const run = async (s: ListState) => {
    if (!rows) return;
    setBusy(true);
    try {
      const file = `${t('hq.fileName')}-${days.from}-${days.to}-${branchTime(Date.now(), 'YYYYMMDD-HHmm')}.xlsx`;
      await exportXlsx(
        file,
        sheet,
        shownRows(rows, s).map((r) => [
          r.gscode,
          r.company,
          t(`hq.state.${r.state}`),
          r.endtime,
          r.sales,
          r.orders,
          r.paidOrders,
          r.newClients,
          r.visitors,
          r.conversion,
          r.avgOrder,
          r.salesChange ?? '',
        ]),
      );
      showSuccess(t('hq.exported', { file }));
    } catch (e) {
      showError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
