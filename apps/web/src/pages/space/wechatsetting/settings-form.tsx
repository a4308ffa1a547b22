import { useState } from 'react';
import { Alert, Button, Form, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, type WechatSettings } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { isStale, messageOf } from '../../../components/refusal';
import { useAllow } from '../../../components/allow';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { bodyOf, isChanged, valuesOf, type FormValues } from './form-values';
import { saveWechatSettings, wechatQueries } from './wechat-queries';
import { branchTime } from '../../../components/branch-time';
import { MiniProgramCard, OfficialAccountCard, TemplatesCard } from './wechat-cards';

const ROUTE = '/space/wechatsetting';

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
      {!canEdit && (
        <Alert
          type="info"
          showIcon
          title={t('wechat-settings.readOnly')}
          className="bo-wx-alert"
          data-testid="wechat-settings-readonly"
        />
      )}
      {refusal && <RefusalBanner refusal={refusal} reload={reload} />}
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
        <SavedBy settings={settings} />
      </div>
    </Form>
  );
}

type Refusal = { text: string; stale: boolean };

/** Saving under the version read; a refusal says whether a reload would help. */
function useWechatSave(settings: WechatSettings) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const save = async (v: FormValues) => {
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await saveWechatSettings(bodyOf({ ...valuesOf(settings), ...v }, settings.version));
      // The new version remounts the form with the saved values.
      client.setQueryData(wechatQueries.settings(user).queryKey, saved);
      showSuccess(t('wechat-settings.saved'));
    } catch (e) {
      if (!isSessionEnded(e)) setRefusal({ text: messageOf(e), stale: isStale(e) });
    } finally {
      setSaving(false);
    }
  };

  return { saving, refusal, save };
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
      className="bo-wx-alert"
      data-testid="wechat-settings-refused"
      action={
        refusal.stale ? (
          <Button size="small" onClick={reload} data-testid="wechat-settings-reload">
            {t('wechat-settings.reload')}
          </Button>
        ) : undefined
      }
    />
  );
}

function SavedBy({ settings }: { settings: WechatSettings }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" className="bo-wx-saved" data-testid="wechat-settings-saved-by">
      {settings.updatedAt ? (
        <>
          {t('wechat-settings.lastSavedBy')} <span data-user-content>{settings.updatedBy}</span> ·{' '}
          {branchTime(settings.updatedAt, 'YYYY-MM-DD HH:mm')}
        </>
      ) : (
        t('wechat-settings.neverSaved')
      )}
    </Typography.Text>
  );
}
