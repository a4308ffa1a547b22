import { lazy, Suspense, useEffect, useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  M,
  RANGE_MAX_DAYS,
  type BranchReportData,
  type DayRange,
  type PlatformReportData,
  type RankingRow,
  type UserInfo,
  type YwType,
} from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { loadECharts } from '../../../components/chart';
import { useNearScreen } from '../../../components/use-near-screen';
import { useAfterFiguresPainted, useFiguresPaintedSignal } from '../after-paint';
import { LoadState } from '../load-state';
import { noOrders, OrdersChart, PeriodSwitch } from '../orders-chart';
import { FIRST_CHART_PERIOD, useChartRows, useReportData, useUser } from '../queries';
import { lastDays, RANGE, RangeRow } from '../range-choice';
import { BranchCards } from './branch-cards';
import { ClientDialogPart, ClientProfile } from './client-profile';
import { PlatformCards } from './platform-view';
import { RankingCard } from './ranking-card';
import '../dashboard.css';

const ROUTE = '/dashboard/console';

/** The platform owner's per-branch table: only that dashboard loads it. */
const PlatformBranches = lazy(() => import('./platform-branches'));

/**
 * Which dashboard a user saw last (ReportData's scope), so that before the figures arrive the
 * console draws the right shape: the platform owner's six cards and title, or a branch's seven.
 */
const SCOPE_KEY = 'bo-dash-scope';
type Scope = (BranchReportData | PlatformReportData)['scope'];
const scopeId = (u: UserInfo) => `${u.gscode}/${u.ID}`;
function lastScope(u: UserInfo): Scope | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(SCOPE_KEY) ?? 'null') as { id: string; scope: Scope } | null;
    return kept?.id === scopeId(u) ? kept.scope : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /dashboard/console, the main screen (spec §2): count cards, the orders histogram, the
 * ranking and the client-info dialog; the platform owner gets the platform dashboard from
 * the same calls (ReportData answers with scope "platform"). Every block is drawn at once in
 * its final size (cards with placeholders, the chart box at its height) and fills in as its
 * call answers; ECharts loads with the chart block, after the first paint.
 */
export default function DashboardConsolePage() {
  const { t } = useTranslation();
  const u = useUser();
  const report = useReportData();
  const scope = report.data?.scope ?? lastScope(u);
  const platform = scope === 'platform';
  const canView = useAllow(ROUTE, M.clientView);
  const canEdit = useAllow(ROUTE, M.clientEdit);
  const [client, setClient] = useState<RankingRow | null>(null);
  // ECharts and the ranking's table load once the figures are painted (after-paint.ts); only their blocks draw again then.
  useFiguresPaintedSignal(report.data !== undefined || report.isError);

  useEffect(() => {
    if (report.data) localStorage.setItem(SCOPE_KEY, JSON.stringify({ id: scopeId(u), scope: report.data.scope }));
  }, [report.data, u]);

  return (
    <div className="dash" data-testid="dashboard-console" data-scope={report.data?.scope ?? ''}>
      {platform && (
        <h2 className="dash-title" data-testid="platform-title">
          {t('dashboard.platformTitle')}
        </h2>
      )}
      <LoadState query={report} placeholder={platform ? <PlatformCards /> : <BranchCards />}>
        {report.data?.scope === 'platform' ? (
          <PlatformCards data={report.data} />
        ) : report.data ? (
          <BranchCards data={report.data} />
        ) : null}
      </LoadState>
      <div className="dash-row">
        <ChartCard />
        <RankingCard
          platform={platform}
          onOpen={!platform && canView ? setClient : undefined}
          onHint={!platform && canView ? ClientDialogPart.preload : undefined}
        />
      </div>
      {report.data?.scope === 'platform' && (
        <Suspense fallback={null}>
          <PlatformBranches data={report.data} />
        </Suspense>
      )}
      {!platform && <ClientProfile client={client} canEdit={canEdit} onClose={() => setClient(null)} />}
    </div>
  );
}

/**
 * The histogram with its year/month/week/day switch and a custom range (first shown: the last 7
 * days); ECharts starts loading once the figures are painted (useAfterFiguresPainted) and the block
 * is near the screen (on a phone it lies below the cards).
 */
function ChartCard() {
  const { t } = useTranslation();
  const later = useAfterFiguresPainted();
  const [ywtype, setYwtype] = useState<YwType | typeof RANGE>(FIRST_CHART_PERIOD);
  const [range, setRange] = useState<DayRange>();
  const choose = (v: YwType | typeof RANGE) => {
    if (v === RANGE && !range) setRange(lastDays(7));
    setYwtype(v);
  };
  const query = useChartRows(ywtype === RANGE ? (range ?? lastDays(7)) : ywtype);
  const shown = query.isPlaceholderData ? '' : ywtype;
  const [body, near] = useNearScreen<HTMLDivElement>();
  // In parallel with the rows where they are still on their way; the box below already has its height.
  useEffect(() => {
    if (later && near) loadECharts().catch(() => undefined);
  }, [later, near]);
  return (
    <Card
      size="small"
      className="dash-block"
      title={t('dashboard.chart.title')}
      extra={<PeriodSwitch value={ywtype} onChange={choose} testId="chart-period" range />}
      data-testid="chart"
    >
      {ywtype === RANGE && range && (
        <RangeRow value={range} onChange={setRange} maxDays={RANGE_MAX_DAYS.chart} for="chart" />
      )}
      <div className="dash-chart-body" ref={body}>
        <LoadState query={query} empty={noOrders(query.data?.rows)} emptyText={t('dashboard.chart.empty')}>
          {query.data && (
            <div
              data-testid="chart-box"
              data-ywtype={shown}
              data-range={shown === RANGE && range ? `${range.from}..${range.to}` : undefined}
              data-periods={query.data.rows.length}
            >
              <OrdersChart rows={query.data.rows} ywtype={query.data.ywtype} testId="orders-chart" start={later} />
            </div>
          )}
        </LoadState>
      </div>
    </Card>
  );
}
