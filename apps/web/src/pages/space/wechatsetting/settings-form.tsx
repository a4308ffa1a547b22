import { Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, type WechatSettings } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useUserStore } from '../../../stores/user';
import { bodyOf, isChanged, valuesOf, type FormValues } from './form-values';
import { saveWechatSettings, wechatQueries } from './wechat-queries';
import { ReadOnlyNote, RefusalBanner, SavedBy } from '../../../components/settings-form/settings-notes';
import { useVersionedSave } from '../../../components/settings-form/use-versioned-save';
import { MiniProgramCard, OfficialAccountCard, TemplatesCard } from './wechat-cards';

const ROUTE = '/space/wechatsetting';
const NAMED = { section: 'wechat-settings', cls: 'bo-wx' };

/**
 * The settings as a form (loaded with the page's first render, not in its first load: antd's Form
 * is heavy): the official account, the mini-program, the templates, Save and the connection tests.
 */
export default function SettingsForm({ settings, reload }: { settings: WechatSettings; reload: () => void }) {
  const { t } = useTranslation();
  const canEdit = useAllow(ROUTE, M.wechatSettingsEdit);
  const [form] = Form.useForm<FormValues>();
  const values = Form.useWatch([], form) as FormValues | undefined;
  const changed = !!values && isChanged({ ...valuesOf(settings), ...values }, settings);
  const { saving, refusal, save } = useWechatSave(settings);

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!canEdit}
      initialValues={valuesOf(settings)}
      onFinish={(v) => void save(v)}
      className="bo-wx-form"
      data-testid="wechat-settings-form"
    >
      <p className="bo-muted bo-wx-intro">{t('wechat-settings.intro')}</p>
      {!canEdit && <ReadOnlyNote {...NAMED} />}
      {refusal && <RefusalBanner {...NAMED} refusal={refusal} reload={reload} />}
      <div className="bo-wx-cards">
        <OfficialAccountCard form={form} settings={settings} canEdit={canEdit} />
        <MiniProgramCard form={form} settings={settings} canEdit={canEdit} />
      </div>
      <TemplatesCard />
      <div className="bo-wx-footer">
        {canEdit && (
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!changed}
            data-testid="wechat-settings-save"
          >
            {t('wechat-settings.save')}
          </Button>
        )}
        <SavedBy {...NAMED} updatedAt={settings.updatedAt} updatedBy={settings.updatedBy} />
      </div>
    </Form>
  );
}

/** Saving under the version read; a refusal says whether a reload would help. */
function useWechatSave(settings: WechatSettings) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { saving, refusal, run } = useVersionedSave(t('wechat-settings.saved'));
  const save = (v: FormValues) =>
    run(async () => {
      const saved = await saveWechatSettings(bodyOf({ ...valuesOf(settings), ...v }, settings.version));
      // The new version remounts the form with the saved values.
      client.setQueryData(wechatQueries.settings(user).queryKey, saved);
    });
  return { saving, refusal, save };
}
