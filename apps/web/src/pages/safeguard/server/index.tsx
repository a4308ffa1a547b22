import { Button, Skeleton } from 'antd';
import { CloudServerOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../../../api/http';
import { usePageStrings } from '../../../components/use-page-strings';
import { useUserStore } from '../../../stores/user';
import { PlatformOnly } from '../platform-only';
import { SafeguardLoadError } from '../safeguard-load-error';
import { ProcessCard } from './process-card';
import { serverStatusQuery } from './server-queries';
import '../database/database.css';
import './server.css';

/**
 * /safeguard/server (issue 15 #1): every server process sharing the database, each reporting
 * itself every few seconds: the machine (CPU, load, memory, the data's disk, uptime, OS), the
 * process (Node, memory, heap, event-loop delay, answers per second and p95 of the last minute)
 * and the database's connections, with charts of the last hour. Only the platform owner's branch
 * sees the servers; another branch's administrator is told who looks after them.
 */
export default function SafeguardServerPage() {
  return usePageStrings('safeguard') ? <ServerView /> : <Skeleton active paragraph={{ rows: 8 }} />;
}

function ServerView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const status = useQuery(serverStatusQuery(user));

  if (status.isError && !status.data && !isSessionEnded(status.error)) {
    return <SafeguardLoadError error={status.error} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!status.data.platform) {
    return <PlatformOnly icon={<CloudServerOutlined />} words="safeguard.server" testId="server-platform-only" />;
  }
  const { processes, intervalSeconds } = status.data;
  return (
    <div data-testid="server-page" className="srv-page">
      <div className="srv-head">
        <p className="srv-intro">
          {intervalSeconds > 0
            ? t('safeguard.server.intro', { n: processes.filter((p) => p.alive).length, seconds: intervalSeconds })
            : t('safeguard.server.reportsOff')}
        </p>
        <Button
          size="small"
          icon={<ReloadOutlined spin={status.isFetching} />}
          onClick={() => void status.refetch()}
          data-testid="server-refresh"
        >
          {t('safeguard.refresh')}
        </Button>
      </div>
      {processes.length === 0 ? (
        <p className="srv-intro" data-testid="server-none">
          {t('safeguard.server.none')}
        </p>
      ) : (
        processes.map((p) => <ProcessCard key={p.id} process={p} />)
      )}
    </div>
  );
}
