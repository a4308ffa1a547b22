import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { M, type RankingRow, type YwType } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { LoadState } from '../load-state';
import { noOrders, OrdersChart, PeriodSwitch } from '../orders-chart';
import { useChartRows, useReportData } from '../queries';
import { BranchCards } from './branch-cards';
import { ClientDialog } from './client-dialog';
import { PlatformBranches, PlatformCards } from './platform-view';
import { RankingCard } from './ranking-card';
import '../dashboard.css';

const ROUTE = '/dashboard/console';

/**
 * /dashboard/console, the main screen (spec §2): count cards, the orders histogram, the
 * ranking and the client-info dialog; the platform owner gets the platform dashboard from
 * the same calls (ReportData answers with scope "platform").
 */
export default function DashboardConsolePage() {
  const { t } = useTranslation();
  const report = useReportData();
  const platform = report.data?.scope === 'platform';
  const canView = useAllow(ROUTE, M.clientView);
  const canEdit = useAllow(ROUTE, M.clientEdit);
  const [client, setClient] = useState<RankingRow | null>(null);

  return (
    <div className="dash" data-testid="dashboard-console" data-scope={report.data?.scope ?? ''}>
      {platform && <Typography.Title level={5} style={{ margin: 0 }} data-testid="platform-title">{t('dashboard.platformTitle')}</Typography.Title>}
      <LoadState query={report} rows={3}>
        {report.data?.scope === 'platform' ? <PlatformCards data={report.data} /> : report.data ? <BranchCards data={report.data} /> : null}
      </LoadState>
      <div className="dash-row">
        <ChartCard />
        {report.data && <RankingCard platform={platform} onOpen={!platform && canView ? setClient : undefined} />}
      </div>
      {report.data?.scope === 'platform' && <PlatformBranches data={report.data} />}
      {!platform && <ClientDialog guestcode={client?.guestcode ?? null} name={client?.guestname ?? ''} canEdit={canEdit} onClose={() => setClient(null)} />}
    </div>
  );
}

/** The histogram with its year/month/week/day switch. */
function ChartCard() {
  const { t } = useTranslation();
  const [ywtype, setYwtype] = useState<YwType>('day');
  const query = useChartRows(ywtype);
  const shown = query.isPlaceholderData ? '' : ywtype;
  return (
    <Card size="small" className="dash-block" title={t('dashboard.chart.title')} extra={<PeriodSwitch value={ywtype} onChange={setYwtype} testId="chart-period" />} data-testid="chart">
      <LoadState query={query} empty={noOrders(query.data?.rows)} emptyText={t('dashboard.chart.empty')}>
        {query.data && (
          <div data-testid="chart-box" data-ywtype={shown} data-periods={query.data.rows.length}>
            <OrdersChart rows={query.data.rows} ywtype={query.data.ywtype} testId="orders-chart" />
          </div>
        )}
      </LoadState>
    </Card>
  );
}
