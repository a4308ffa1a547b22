import { Suspense } from 'react';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useListExtra } from '../../../components/data-table/use-list-extra';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { backupQueries } from './backups-queries';

const BackupScheduleCard = lazyPart(() => import('./backups-schedule'));

/** Above the backups: where they are kept (the list's answer names the place), and the daily schedule. */
export function BackupsIntro({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const dir = useListExtra(backupQueries.prefix(user), (a) => (a as { dir?: string }).dir);
  return (
    <>
      <p className="db-backup-text bo-muted">
        <CloudDownloadOutlined aria-hidden /> {t('backups.help', { dir: dir || 'PostgreSQL' })}
      </p>
      <Suspense fallback={null}>
        <BackupScheduleCard canEdit={canEdit} />
      </Suspense>
    </>
  );
}
