import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackupSchedule } from '@bo/contract';
import { showError, showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { backupSchedule, saveBackupSchedule } from './backups-api';

/** The daily backup's settings as saved, the user's draft of them, and saving it (a refusal reads them again). */
export function useBackupSchedule() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const key = ['database', user.gscode, 'backup-schedule'] as const;
  const answer = useQuery({ queryKey: key, queryFn: backupSchedule });
  const [draft, setDraft] = useState<BackupSchedule | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (answer.data) setDraft(answer.data.schedule);
  }, [answer.data]);

  const save = async () => {
    if (!answer.data || !draft) return;
    setSaving(true);
    try {
      const next = await saveBackupSchedule(draft, answer.data.version);
      client.setQueryData(key, next);
      showSuccess(t('backups.form.saved'));
    } catch (e) {
      showError(e instanceof Error ? e.message : String(e));
      void answer.refetch();
    } finally {
      setSaving(false);
    }
  };

  return { data: answer.data, draft, setDraft, saving, save };
}
