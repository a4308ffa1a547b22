import { Suspense, useEffect, useMemo, useState } from 'react';
import { Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BranchFigureRow, DayRange } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';
import { loadECharts } from '../../../components/chart';
import type { ListState } from '../../../components/data-table/list-state';
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
import { useUser } from '../queries';
import { shownRows } from './branch-rows';
import { BRANCH_COLUMNS } from './columns';
import { BRANCH_RULES, BRANCHES_ROUTE, BRANCHES_TABLE, branchQueries, daysOfView } from './branches-rules';
import '../dashboard.css';
import './branches.css';

const ViewDialog = lazyPart(() => import('./view-dialog'));
/** The period, the filters and the chart (antd's Card, Segmented and Input): loaded in parallel with the rows. */
const Intro = lazyPart(() => import('./intro'));

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
  const days = daysOfView(view);
  // The same query (and cache) as the table's: one call per period.
  const figures = useQuery(branchQueries.figures(user, days));
  const dialog = useRowDialog<'view', BranchFigureRow>();
  const columns = useColumns(BRANCH_COLUMNS, {
    view: (r: BranchFigureRow) => dialog.open('view', r),
    dialog: ViewDialog,
  });
  useEffect(() => {
    void loadECharts().catch(() => undefined);
    Intro.preload();
  }, []);
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
        <Suspense fallback={<div className="hq-intro-wait" aria-busy="true" />}>
          <Intro view={view} setView={setView} figures={figures} />
        </Suspense>
      }
    >
      <Opened value={dialog.current}>
        {(d) => <ViewDialog key={d.row.gscode} row={d.row} onClose={dialog.close} />}
      </Opened>
    </ListPage>
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
