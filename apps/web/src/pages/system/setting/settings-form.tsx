import { Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, type BranchSettingsValue, type SettingsAnswer } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useUserStore } from '../../../stores/user';
import { saveSettings, settingQueries } from './setting-queries';
import { ReadOnlyNote, RefusalBanner, SavedBy } from '../../../components/settings-form/settings-notes';
import { useVersionedSave } from '../../../components/settings-form/use-versioned-save';
import { useSystemNameStore } from '../../../stores/system-name';
import { BasicCard, ContactCard } from './settings-name-cards';
import { OrdersCard, SessionsCard, UploadsCard } from './settings-limit-cards';

const ROUTE = '/system/setting';
const NAMED = { section: 'system-settings', cls: 'bo-settings' };

/** Whether the form holds a value other than the saved one (text compared trimmed). */
const changedFrom = (saved: BranchSettingsValue, now: Partial<BranchSettingsValue> | undefined) =>
  !!now &&
  (Object.keys(saved) as (keyof BranchSettingsValue)[]).some((k) => k in now && normal(now[k]) !== normal(saved[k]));
const normal = (v: unknown) => (typeof v === 'string' ? v.trim() : (v ?? null));

/** Saving: the trimmed values under the version read; a refusal says whether a reload would help. */
function useSettingsSave(answer: SettingsAnswer) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { saving, refusal, run } = useVersionedSave(t('system-settings.saved'));
  const save = (v: BranchSettingsValue) =>
    run(async () => {
      const trimmed = Object.fromEntries(
        Object.entries({ ...answer.settings, ...v }).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
      ) as BranchSettingsValue;
      const saved = await saveSettings({ settings: trimmed, version: answer.version });
      // The new version remounts the form with the saved values.
      client.setQueryData(settingQueries.settings(user).queryKey, saved);
      // The tab's title (and the next sign-in page) take the saved name at once.
      useSystemNameStore.getState().remember({ cn: saved.settings.systemNameCn, en: saved.settings.systemNameEn });
    });
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
      {!canEdit && <ReadOnlyNote {...NAMED} />}
      {refusal && <RefusalBanner {...NAMED} refusal={refusal} reload={reload} />}
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
        <SavedBy {...NAMED} updatedAt={answer.updatedAt} updatedBy={answer.updatedBy} />
      </div>
    </Form>
  );
}
