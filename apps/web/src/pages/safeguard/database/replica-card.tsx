import { useTranslation } from 'react-i18next';
import type { ReplicaState } from '@bo/contract';
import { FigureList, type Figure } from '../figure-list';
import { formatBytes, formatDuration } from '../../../components/number-format';
import { branchTime } from '../../../components/branch-time';
import { Tag, type TagColour } from '../../../components/tag';

type ReplicaStatus = 'inUse' | 'behind' | 'unreachable';
const COLOURS: Record<ReplicaStatus, TagColour> = { inUse: 'green', behind: 'orange', unreachable: 'red' };

const statusOf = (r: ReplicaState): ReplicaStatus => (r.inUse ? 'inUse' : r.reachable ? 'behind' : 'unreachable');
const seconds = (s: number | null) => (s === null ? '—' : formatDuration(s * 1000));

/**
 * The read replica (READ_DATABASE_URL, issue 38 #4) as the answering server process last saw it:
 * whether reads go to it, how far it is behind, the most it may be, and when it was last reached.
 * Nothing when the server has none.
 */
export function DatabaseReplicaCard({ replica: r }: { replica: ReplicaState | null }) {
  const { t } = useTranslation();
  if (!r) return null;
  const status = statusOf(r);
  const figures: Figure[] = [
    { key: 'lag-seconds', label: t('safeguard.db.replica.lagSeconds'), value: seconds(r.lagSeconds) },
    {
      key: 'lag-bytes',
      label: t('safeguard.db.replica.lagBytes'),
      value: r.lagBytes === null ? '—' : formatBytes(r.lagBytes),
    },
    {
      key: 'max-lag',
      label: t('safeguard.db.replica.maxLag'),
      value: seconds(r.maxLagSeconds),
      hint: t('safeguard.db.replica.maxLagHint'),
    },
    {
      key: 'checked',
      label: t('safeguard.db.replica.checked'),
      value: r.checkedAt ? branchTime(r.checkedAt, 'YYYY-MM-DD HH:mm:ss') : t('safeguard.db.replica.never'),
    },
  ];
  return (
    <section className="db-overview" aria-label={t('safeguard.db.replica.title')} data-testid="db-replica">
      <div className="db-overview-head">
        <h2 className="db-overview-title">{t('safeguard.db.replica.title')}</h2>
        <Tag colour={COLOURS[status]} data-testid="db-replica-status" data-status={status}>
          {t(`safeguard.db.replica.status.${status}`)}
        </Tag>
      </div>
      <FigureList figures={figures} testIdPrefix="db-replica" />
    </section>
  );
}
