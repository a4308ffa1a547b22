import { useRef, useState } from 'react';
import { CloudUploadOutlined, DatabaseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';
import { useSubmit } from '../../../components/submit/use-submit';
import { uploadBackup } from './backups-api';

/** The backups' buttons: back up now (database:backup), upload a backup (database:restore) with its progress. */
export function BackupsToolbar({
  canBackup,
  canRestore,
  onBackUp,
  onUploaded,
}: {
  canBackup: boolean;
  canRestore: boolean;
  onBackUp: () => void;
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(0);
  const uploading = useSubmit({ show: 'message' });
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = (file: File) => {
    setPercent(0);
    void uploading
      .run(async () => {
        const made = await uploadBackup(file, (share) => setPercent(Math.round(share * 100)));
        showSuccess(t('backups.uploaded', { name: made.name }));
        onUploaded();
      })
      .finally(() => {
        if (fileInput.current) fileInput.current.value = '';
      });
  };
  return (
    <>
      {canBackup && (
        <ToolbarButton
          primary
          keepLabel
          icon={<DatabaseOutlined />}
          label={t('backups.backUp')}
          onClick={onBackUp}
          testId="backup-now"
        />
      )}
      {canRestore && (
        <>
          <ToolbarButton
            keepLabel
            icon={<CloudUploadOutlined />}
            label={uploading.busy ? t('backups.uploading', { percent }) : t('backups.upload')}
            loading={uploading.busy}
            onClick={() => fileInput.current?.click()}
            testId="backup-upload"
          />
          <input
            ref={fileInput}
            type="file"
            accept=".gz,application/gzip"
            hidden
            aria-label={t('backups.upload')}
            data-testid="backup-upload-input"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) upload(f);
            }}
          />
        </>
      )}
    </>
  );
}
