import { Skeleton } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATABASE_TABS } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { PageTabs } from '../../../components/page-tabs';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { databaseQueries } from './database-queries';
import { DATABASE_ROUTE, DEFAULT_DATABASE_TAB } from './database-rules';
import { PlatformOnly } from '../platform-only';
import { SafeguardLoadError } from '../safeguard-load-error';
import { DatabaseOverviewCard } from './overview-card';
import { DatabaseReplicaCard } from './replica-card';
import './database.css';

const TablesTab = lazyPart(() => import('./tables-tab'));
const QueriesTab = lazyPart(() => import('./queries-tab'));
const LocksTab = lazyPart(() => import('./locks-tab'));
const BackupsTab = lazyPart(() => import('./backups-tab'));
const PANES = { tables: TablesTab, queries: QueriesTab, locks: LocksTab, backups: BackupsTab } as const;

/**
 * /safeguard/database (issue 15 #2): the PostgreSQL every branch shares: its overview, its read
 * replica when the server has one (issue 38 #4), its tables, the queries running on it (cancel,
 * for the platform owner's administrators) and the locks; one tab each after the overview, named
 * by the address's `tab` word. Only the platform owner's branch sees it; another branch's
 * administrator is told who looks after it.
 */
export default function SafeguardDatabasePage() {
  return usePageStrings('safeguard') ? <DatabaseView /> : <Skeleton active paragraph={{ rows: 8 }} />;
}

function DatabaseView() {
  const user = useUserStore((s) => s.info)!;
  const info = useQuery(databaseQueries.info(user));

  if (info.isError && !isSessionEnded(info.error)) {
    return <SafeguardLoadError error={info.error} onRetry={() => void info.refetch()} />;
  }
  if (!info.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!info.data.platform || !info.data.overview) {
    return <PlatformOnly icon={<DatabaseOutlined />} words="safeguard.db" testId="database-platform-only" />;
  }
  return (
    <div data-testid="database-page" className="db-page">
      <DatabaseOverviewCard
        overview={info.data.overview}
        refreshing={info.isFetching}
        onRefresh={() => void info.refetch()}
      />
      <DatabaseReplicaCard replica={info.data.replica} />
      <DatabaseTabs />
    </div>
  );
}

function DatabaseTabs() {
  const { t } = useTranslation();
  return (
    <PageTabs
      route={DATABASE_ROUTE}
      tabs={DATABASE_TABS}
      defaultTab={DEFAULT_DATABASE_TAB}
      label={(tab) => t(`safeguard.db.tab.${tab}`)}
      pane={(tab) => {
        const Pane = PANES[tab];
        return <Pane />;
      }}
    />
  );
}
