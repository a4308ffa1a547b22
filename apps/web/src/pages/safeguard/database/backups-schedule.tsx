import { Button, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { BACKUP_KEEP_MAX } from '@bo/contract';
import { useBackupSchedule } from './use-backup-schedule';
import { branchTime } from '../../../components/branch-time';

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${String(h).padStart(2, '0')}:00` }));

/** The daily backup: on or off, the hour (the platform branch's time zone), how many are kept. */
export default function BackupScheduleCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { data: a, draft, setDraft, saving, save } = useBackupSchedule();
  if (!a || !draft) return null;
  const changed = JSON.stringify(draft) !== JSON.stringify(a.schedule);
  return (
    <section className="db-backup-schedule" aria-labelledby="db-backup-schedule-title" data-testid="backup-schedule">
      <h3 id="db-backup-schedule-title" className="db-backup-schedule-title">
        {t('backups.schedule')}
      </h3>
      <div className="db-backup-fields">
        <label className="db-backup-field">
          <Switch
            checked={draft.enabled}
            disabled={!canEdit}
            onChange={(enabled) => setDraft({ ...draft, enabled })}
            data-testid="backup-schedule-enabled"
          />
          <span>{t('backups.form.enabled')}</span>
        </label>
        <label className="db-backup-field">
          <span>{t('backups.form.hour', { timezone: a.timezone })}</span>
          <Select
            value={draft.hour}
            options={HOURS}
            disabled={!canEdit}
            onChange={(hour) => setDraft({ ...draft, hour })}
            style={{ width: 100 }}
            aria-label={t('backups.form.hour', { timezone: a.timezone })}
          />
        </label>
        <label className="db-backup-field">
          <span>{t('backups.form.keep')}</span>
          <InputNumber
            min={1}
            max={BACKUP_KEEP_MAX}
            precision={0}
            value={draft.keep}
            disabled={!canEdit}
            onChange={(keep) => typeof keep === 'number' && setDraft({ ...draft, keep })}
            style={{ width: 90 }}
            aria-label={t('backups.form.keep')}
          />
        </label>
        {canEdit && (
          <Button
            type="primary"
            disabled={!changed}
            loading={saving}
            onClick={() => void save()}
            data-testid="backup-schedule-save"
          >
            {t('backups.form.save')}
          </Button>
        )}
      </div>
      <p className="db-backup-text bo-muted">{t('backups.form.keepHint')}</p>
      <p className="db-backup-text bo-muted">
        {a.lastRunAt
          ? t('backups.form.lastRun', { at: branchTime(a.lastRunAt, 'YYYY-MM-DD HH:mm') })
          : t('backups.form.never')}
        {a.updatedBy
          ? ` · ${t('backups.form.updated', { who: a.updatedBy, at: branchTime(a.updatedAt, 'YYYY-MM-DD HH:mm') })}`
          : ''}
      </p>
    </section>
  );
}
