import { Button, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatabaseOverview } from '@bo/contract';
import { FigureList, type Figure } from '../figure-list';
import { formatBytes, formatCount, formatPercent } from '../../../components/number-format';
import { branchTime } from '../../../components/branch-time';

/** The database at a glance: one small figure per box, wrapping to one column on a phone. */
export function DatabaseOverviewCard({
  overview: o,
  refreshing,
  onRefresh,
}: {
  overview: DatabaseOverview;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const figures: Figure[] = [
    { key: 'version', label: t('safeguard.db.version'), value: o.version },
    { key: 'size', label: t('safeguard.db.size'), value: formatBytes(o.sizeBytes), hint: o.name },
    { key: 'started', label: t('safeguard.db.started'), value: branchTime(o.startedAt, 'YYYY-MM-DD HH:mm') },
    {
      key: 'connections',
      label: t('safeguard.db.connections'),
      value: `${formatCount(o.connections)} / ${formatCount(o.maxConnections)}`,
      hint: t('safeguard.db.activeConnections', { n: formatCount(o.activeConnections) }),
    },
    {
      key: 'cache',
      label: t('safeguard.db.cacheHit'),
      value: o.cacheHitPercent === null ? '—' : formatPercent(o.cacheHitPercent),
    },
    {
      key: 'transactions',
      label: t('safeguard.db.transactions'),
      value: formatCount(o.commits),
      hint: t('safeguard.db.rollbacks', { n: formatCount(o.rollbacks) }),
    },
    { key: 'deadlocks', label: t('safeguard.db.deadlocks'), value: formatCount(o.deadlocks) },
    {
      key: 'objects',
      label: t('safeguard.db.objects'),
      value: t('safeguard.db.objectsValue', { tables: formatCount(o.tables), indexes: formatCount(o.indexes) }),
    },
  ];
  return (
    <section className="db-overview" aria-label={t('safeguard.db.overview')}>
      <div className="db-overview-head">
        <h2 className="db-overview-title">{t('safeguard.db.overview')}</h2>
        <Tooltip title={t('safeguard.refresh')}>
          <Button
            size="small"
            icon={<ReloadOutlined spin={refreshing} />}
            onClick={onRefresh}
            aria-label={t('safeguard.refresh')}
          />
        </Tooltip>
      </div>
      <FigureList figures={figures} testIdPrefix="db-figure" />
    </section>
  );
}
