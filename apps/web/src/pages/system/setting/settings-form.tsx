import { useState } from 'react';
import { Alert, Button, Form, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, type BranchSettingsValue, type SettingsAnswer } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { useAllow } from '../../../components/allow';
import { isStale, messageOf } from '../../../components/refusal';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { saveSettings, settingQueries } from './setting-queries';
import { branchTime } from '../../../components/branch-time';
import { useSystemNameStore } from '../../../stores/system-name';
import { BasicCard, ContactCard } from './settings-name-cards';
import { OrdersCard, SessionsCard, UploadsCard } from './settings-limit-cards';

const ROUTE = '/system/setting';

/** Whether the form holds a value other than the saved one (text compared trimmed). */
const changedFrom = (saved: BranchSettingsValue, now: Partial<BranchSettingsValue> | undefined) =>
  !!now &&
  (Object.keys(saved) as (keyof BranchSettingsValue)[]).some((k) => k in now && normal(now[k]) !== normal(saved[k]));
const normal = (v: unknown) => (typeof v === 'string' ? v.trim() : (v ?? null));

type Refusal = { text: string; stale: boolean };

/** Saving: the trimmed values under the version read; a refusal says whether a reload would help. */
function useSettingsSave(answer: SettingsAnswer) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const save = async (v: BranchSettingsValue) => {
    setSaving(true);
    setRefusal(null);
    const trimmed = Object.fromEntries(
      Object.entries({ ...answer.settings, ...v }).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
    ) as BranchSettingsValue;
    try {
      const saved = await saveSettings({ settings: trimmed, version: answer.version });
      // The new version remounts the form with the saved values.
      client.setQueryData(settingQueries.settings(user).queryKey, saved);
      // The tab's title (and the next sign-in page) take the saved name at once.
      useSystemNameStore.getState().remember({ cn: saved.settings.systemNameCn, en: saved.settings.systemNameEn });
      showSuccess(t('system-settings.saved'));
    } catch (e) {
      if (!isSessionEnded(e)) setRefusal({ text: messageOf(e), stale: isStale(e) });
    } finally {
      setSaving(false);
    }
  };
  return { saving, refusal, save };
}

/**
 * The settings form in sections, loaded after the page's frame (antd's form engine is too heavy
 * for the route's first load, docs/decisions/0041-route-budgets.md); the settings are asked for
 * meanwhile (prefetch.ts).
 */
export default function SettingsForm({ answer, reload }: { answer: SettingsAnswer; reload: () => void }) {
  const { t } = useTranslation();
  const canEdit = useAllow(ROUTE, M.systemSettingsEdit);
  const [form] = Form.useForm<BranchSettingsValue>();
  const values = Form.useWatch([], form) as Partial<BranchSettingsValue> | undefined;
  const { saving, refusal, save } = useSettingsSave(answer);
  return (
    <Form<BranchSettingsValue>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!canEdit}
      initialValues={answer.settings}
      onFinish={(v) => void save(v)}
      className="bo-settings-form"
      data-testid="system-settings-form"
    >
      {!canEdit && (
        <Alert
          type="info"
          showIcon
          title={t('system-settings.readOnly')}
          className="bo-settings-alert"
          data-testid="system-settings-readonly"
        />
      )}
      {refusal && <RefusalBanner refusal={refusal} reload={reload} />}
      <div className="bo-settings-cards">
        <BasicCard />
        <ContactCard />
        <SessionsCard limits={answer.limits} />
        <OrdersCard savedFormat={answer.settings.orderNoFormat} />
        <UploadsCard limits={answer.limits} />
      </div>
      <div className="bo-settings-footer">
        {canEdit && (
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!changedFrom(answer.settings, values)}
            data-testid="system-settings-save"
          >
            {t('system-settings.save')}
          </Button>
        )}
        <SavedBy answer={answer} />
      </div>
    </Form>
  );
}

/** Why the save was refused; when someone else saved meanwhile, a button to read their values. */
function RefusalBanner({ refusal, reload }: { refusal: Refusal; reload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={refusal.text}
      role="alert"
      className="bo-settings-alert"
      data-testid="system-settings-refused"
      action={
        refusal.stale ? (
          <Button size="small" onClick={reload} data-testid="system-settings-reload">
            {t('system-settings.reload')}
          </Button>
        ) : undefined
      }
    />
  );
}

function SavedBy({ answer }: { answer: SettingsAnswer }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" className="bo-settings-saved" data-testid="system-settings-saved-by">
      {answer.updatedAt ? (
        <>
          {t('system-settings.lastSavedBy')} <span data-user-content>{answer.updatedBy}</span> ·{' '}
          {branchTime(answer.updatedAt, 'YYYY-MM-DD HH:mm')}
        </>
      ) : (
        t('system-settings.neverSaved')
      )}
    </Typography.Text>
  );
}
