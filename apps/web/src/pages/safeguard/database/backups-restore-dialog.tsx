import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BackupRow } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';

/**
 * The typed confirmation of a restore, the most dangerous action of the console: what it
 * replaces (every branch's data), from when, and the backup's name to type again; the button
 * works only when the name matches exactly (the server checks it too).
 */
export default function BackupRestoreDialog({
  row,
  onCancel,
  onConfirm,
}: {
  row: BackupRow;
  onCancel: () => void;
  onConfirm: (typed: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === row.name;
  return (
    <Modal
      open
      title={t('backups.run.restoreTitle')}
      onCancel={onCancel}
      onOk={() => matches && onConfirm(typed.trim())}
      okText={t('backups.confirm.start')}
      cancelText={t('backups.keep')}
      okButtonProps={{ danger: true, disabled: !matches, 'data-testid': 'backup-restore-start' }}
      destroyOnHidden
      width={520}
      data-testid="backup-restore-dialog"
    >
      <Alert
        type="warning"
        showIcon
        title={t('backups.confirm.warning', { name: row.name, at: branchTime(row.createdAt, 'YYYY-MM-DD HH:mm:ss') })}
      />
      <label className="db-backup-confirm" htmlFor="backup-restore-typed">
        {t('backups.confirm.label')}
        <code className="db-backup-name" data-user-content>
          {row.name}
        </code>
      </label>
      <Input
        id="backup-restore-typed"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={t('backups.confirm.placeholder')}
        autoComplete="off"
        spellCheck={false}
        status={typed && !matches ? 'error' : undefined}
        data-testid="backup-restore-typed"
      />
      {typed && !matches && (
        <p className="db-backup-text bo-danger" role="alert">
          {t('backups.confirm.mismatch')}
        </p>
      )}
    </Modal>
  );
}
