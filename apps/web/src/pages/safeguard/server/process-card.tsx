import { useTranslation } from 'react-i18next';
import type { ServerProcess } from '@bo/contract';
import { FigureList, type Figure } from '../figure-list';
import {
  formatBytes,
  formatCount,
  formatDecimal,
  formatDuration,
  formatPercent,
} from '../../../components/number-format';
import { ProcessCharts } from './process-charts';
import '../../../components/tag.css';
import { branchTime } from '../../../components/branch-time';

const share = (used: number, total: number) => (total > 0 ? formatPercent((100 * used) / total) : '—');

/** One server process: who and where, its figures now, and its last hour. */
export function ProcessCard({ process: p }: { process: ServerProcess }) {
  const { t } = useTranslation();
  const f = p.figures;
  const figures: Figure[] = [
    {
      key: 'cpu',
      label: t('safeguard.server.cpu'),
      value: formatPercent(f.cpuPercent),
      hint: t('safeguard.server.cpus', { n: f.cpus }),
    },
    { key: 'load', label: t('safeguard.server.load'), value: f.load.map((l) => formatDecimal(l, 2)).join(' / ') },
    {
      key: 'memory',
      label: t('safeguard.server.memory'),
      value: `${formatBytes(f.memUsed)} / ${formatBytes(f.memTotal)}`,
      hint: share(f.memUsed, f.memTotal),
    },
    {
      key: 'disk',
      label: t('safeguard.server.disk'),
      value: `${formatBytes(f.diskUsed)} / ${formatBytes(f.diskTotal)}`,
      hint: `${share(f.diskUsed, f.diskTotal)} · ${f.diskPath}`,
    },
    { key: 'uptime', label: t('safeguard.server.uptime'), value: formatDuration(f.uptimeSeconds * 1000) },
    { key: 'os', label: t('safeguard.server.os'), value: f.os, hint: f.node },
    {
      key: 'rss',
      label: t('safeguard.server.rss'),
      value: formatBytes(f.rss),
      hint: t('safeguard.server.heap', { used: formatBytes(f.heapUsed), total: formatBytes(f.heapTotal) }),
    },
    { key: 'lag', label: t('safeguard.server.lag'), value: `${f.lagMs} ms` },
    {
      key: 'requests',
      label: t('safeguard.server.requests'),
      value: t('safeguard.server.perSecond', { n: f.requestsPerSecond }),
      hint: f.p95Ms === null ? t('safeguard.server.noRequests') : t('safeguard.server.p95', { ms: f.p95Ms }),
    },
    { key: 'connections', label: t('safeguard.server.dbConnections'), value: formatCount(f.dbConnections) },
  ];
  return (
    <section
      className="db-overview srv-card"
      aria-label={`${p.hostname} · ${p.pid}`}
      data-testid="server-process"
      data-self={p.self ? '1' : undefined}
    >
      <div className="db-overview-head srv-card-head">
        <h2 className="db-overview-title srv-card-title">
          <span className="bo-code" data-user-content="">
            {p.hostname}
          </span>
          <span className="srv-pid">· {t('safeguard.server.pid', { pid: p.pid })}</span>
        </h2>
        <span className="srv-tags">
          {p.self && <span className="ot ot-blue">{t('safeguard.server.self')}</span>}
          <span className={`ot ${p.alive ? 'ot-green' : 'ot-grey'}`} data-testid="server-alive">
            {t(p.alive ? 'safeguard.server.alive' : 'safeguard.server.stopped')}
          </span>
        </span>
      </div>
      <p className="srv-when">
        {t('safeguard.server.when', {
          started: branchTime(p.startedAt, 'YYYY-MM-DD HH:mm'),
          reported: branchTime(p.reportedAt, 'HH:mm:ss'),
        })}
      </p>
      <FigureList figures={figures} testIdPrefix="server-figure" />
      <ProcessCharts samples={p.samples} />
    </section>
  );
}
