import { useState } from 'react';
import { Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackupRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { showSuccess } from '../../../lib/feedback';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { useSubmit } from '../../../components/submit/use-submit';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { downloadBackup, removeBackup } from './backups-api';
import { BACKUP_COLUMNS } from './backups-columns';
import { BackupsIntro } from './backups-intro';
import { backupQueries } from './backups-queries';
import type { BackupRun } from './backups-run-dialog';
import { BackupsToolbar } from './backups-toolbar';
import { BACKUPS_RULES, DATABASE_ROUTE } from './database-rules';
import './backups-tab.css';

const BackupRunDialog = lazyPart(() => import('./backups-run-dialog'));
const BackupRestoreDialog = lazyPart(() => import('./backups-restore-dialog'));

const nameOf = (r: BackupRow) => r.name;

/**
 * The database's backups (issue 15 #3): the daily schedule, then the backups of this server
 * process (newest first) with download, restore (typed confirmation) and delete; "Back up now"
 * and "Upload a backup" above the list. Buttons by mark: database:backup, database:restore.
 */
export default function BackupsTab() {
  return usePageStrings('backups') ? <BackupsView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function BackupsView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canBackup = useAllow(DATABASE_ROUTE, 'database:backup');
  const canRestore = useAllow(DATABASE_ROUTE, 'database:restore');
  const [run, setRun] = useState<BackupRun | null>(null);
  const [confirming, setConfirming] = useState<BackupRow | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: backupQueries.prefix(user) });
  const write = useSubmit({ show: 'message' });
  const columns = useColumns(BACKUP_COLUMNS, {
    canBackup,
    canRestore,
    download: (r) => void write.run(() => downloadBackup(r.name), `download:${r.name}`),
    remove: (r) =>
      write.run(async () => {
        await removeBackup(r.name);
        showSuccess(t('backups.deleted'));
        refresh();
      }, `delete:${r.name}`),
    restore: setConfirming,
    busy: write.busyWith,
  });

  return (
    <ListPage
      testId="backups-tab"
      className="db-backups"
      intro={<BackupsIntro canEdit={canBackup} />}
      route={DATABASE_ROUTE}
      tab="backups"
      table="db-backups"
      title={t('backups.title')}
      rules={BACKUPS_RULES}
      columns={columns}
      keyColumn="name"
      rowKey={nameOf}
      query={backupQueries.list}
      empty={t('backups.empty')}
      toolbar={
        <BackupsToolbar
          canBackup={canBackup}
          canRestore={canRestore}
          onBackUp={() => setRun({ kind: 'backup' })}
          onUploaded={refresh}
        />
      }
    >
      <Opened value={confirming}>
        {(row) => (
          <BackupRestoreDialog
            row={row}
            onCancel={() => setConfirming(null)}
            onConfirm={(typed) => {
              setRun({ kind: 'restore', name: row.name, confirm: typed });
              setConfirming(null);
            }}
          />
        )}
      </Opened>
      <Opened value={run}>
        {(r) => (
          <BackupRunDialog
            run={r}
            onClose={() => {
              setRun(null);
              refresh();
            }}
          />
        )}
      </Opened>
    </ListPage>
  );
}
