import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import type { FormInstance, Rule } from 'antd/es/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  M,
  WECHAT_AESKEY_PATTERN,
  WECHAT_APPID_PATTERN,
  WECHAT_APPSECRET_PATTERN,
  WECHAT_FIELD_NAMES,
  WECHAT_FIELD_RULES,
  WECHAT_TEMPLATE_ID_MAX,
  WECHAT_TEMPLATE_ID_PATTERN,
  WECHAT_TEMPLATES,
  WECHAT_TOKEN_PATTERN,
  type SecretState,
  type WechatSettings,
  type WechatTestResult,
} from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { isStale, messageOf } from '../../../components/refusal';
import { useAllow } from '../../../components/allow';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { bodyOf, isChanged, testBodyOf, valuesOf, type FormValues, type SecretField } from './form-values';
import { SecretInput } from './secret-input';
import { saveWechatSettings, testWechatConnection, wechatQueries } from './wechat-queries';
import { branchTime } from '../../../components/branch-time';

const ROUTE = '/space/wechatsetting';

/** A rule of the form checked with the contract's pattern, worded as the server words it. */
const patternRule = (pattern: RegExp, words: { cn: string; en: string }, lang: string, orEmpty: boolean): Rule => ({
  validator: (_r, v?: string) => {
    const s = (v ?? '').trim();
    return (orEmpty && s === '') || pattern.test(s)
      ? Promise.resolve()
      : Promise.reject(new Error(pickLang(lang, words.cn, words.en)));
  },
});

/**
 * The settings as a form (loaded with the page's first render, not in its first load: antd's Form
 * is heavy): the official account, the mini-program, the templates, Save and the connection tests.
 */
export default function SettingsForm({ settings, reload }: { settings: WechatSettings; reload: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const canEdit = useAllow(ROUTE, M.wechatSettingsEdit);
  const [form] = Form.useForm<FormValues>();
  const values = Form.useWatch([], form) as FormValues | undefined;
  const changed = !!values && isChanged({ ...valuesOf(settings), ...values }, settings);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; stale: boolean } | null>(null);

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

  const rule = (pattern: RegExp, words: { cn: string; en: string }, orEmpty = true) =>
    patternRule(pattern, words, lang, orEmpty);
  /** A secret field: only a value typed anew is checked (a kept or cleared one is not in the form). */
  const secretRule = (pattern: RegExp, words: { cn: string; en: string }, stored: SecretState): Rule => ({
    validator: (_r, f?: SecretField) => {
      if (!f || f.op !== 'set') return Promise.resolve();
      const s = f.value.trim();
      if (!s && stored.set) return Promise.reject(new Error(t('wechat-settings.secret.typeOrCancel')));
      return !s || pattern.test(s) ? Promise.resolve() : Promise.reject(new Error(pickLang(lang, words.cn, words.en)));
    },
  });
  const oa = settings.officialAccount;
  const mp = settings.miniProgram;
  const secret = (
    name: keyof FormValues,
    label: string,
    stored: SecretState,
    pattern: RegExp,
    words: { cn: string; en: string },
    testId: string,
  ) => (
    <Form.Item name={name} label={label} rules={[secretRule(pattern, words, stored)]}>
      <SecretInput stored={stored} canEdit={canEdit} testId={testId} />
    </Form.Item>
  );
  const appId = (name: 'oaAppId' | 'mpAppId', testId: string) => (
    <Form.Item
      name={name}
      label={WECHAT_FIELD_NAMES.appId}
      rules={[rule(WECHAT_APPID_PATTERN, WECHAT_FIELD_RULES.appId)]}
    >
      <Input
        maxLength={18}
        spellCheck={false}
        autoComplete="off"
        placeholder={t('wechat-settings.fields.appIdPlaceholder')}
        className="bo-wx-appid"
        data-testid={testId}
      />
    </Form.Item>
  );

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
      {refusal && (
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
      )}
      <div className="bo-wx-cards">
        <Card
          size="small"
          title={t('wechat-settings.officialAccount.title')}
          className="bo-wx-card"
          data-testid="wechat-official"
        >
          <p className="bo-muted bo-wx-card-intro">{t('wechat-settings.officialAccount.intro')}</p>
          {appId('oaAppId', 'wechat-oa-appid')}
          {secret(
            'oaSecret',
            WECHAT_FIELD_NAMES.appSecret,
            oa.appSecret,
            WECHAT_APPSECRET_PATTERN,
            WECHAT_FIELD_RULES.appSecret,
            'wechat-oa-secret',
          )}
          {secret(
            'oaToken',
            WECHAT_FIELD_NAMES.token,
            oa.token,
            WECHAT_TOKEN_PATTERN,
            WECHAT_FIELD_RULES.token,
            'wechat-oa-token',
          )}
          {secret(
            'oaAesKey',
            WECHAT_FIELD_NAMES.aesKey,
            oa.aesKey,
            WECHAT_AESKEY_PATTERN,
            WECHAT_FIELD_RULES.aesKey,
            'wechat-oa-aeskey',
          )}
          {canEdit && (
            <TestConnection
              form={form}
              target="officialAccount"
              appIdField="oaAppId"
              secretField="oaSecret"
              testId="wechat-oa-test"
            />
          )}
        </Card>
        <Card
          size="small"
          title={t('wechat-settings.miniProgram.title')}
          className="bo-wx-card"
          data-testid="wechat-mini"
        >
          <p className="bo-muted bo-wx-card-intro">{t('wechat-settings.miniProgram.intro')}</p>
          {appId('mpAppId', 'wechat-mp-appid')}
          {secret(
            'mpSecret',
            WECHAT_FIELD_NAMES.appSecret,
            mp.appSecret,
            WECHAT_APPSECRET_PATTERN,
            WECHAT_FIELD_RULES.appSecret,
            'wechat-mp-secret',
          )}
          {canEdit && (
            <TestConnection
              form={form}
              target="miniProgram"
              appIdField="mpAppId"
              secretField="mpSecret"
              testId="wechat-mp-test"
            />
          )}
        </Card>
      </div>
      <Card
        size="small"
        title={t('wechat-settings.templates.title')}
        className="bo-wx-card bo-wx-templates"
        data-testid="wechat-templates"
      >
        <p className="bo-muted bo-wx-card-intro">{t('wechat-settings.templates.intro')}</p>
        <div className="bo-wx-template-grid">
          {WECHAT_TEMPLATES.map((tpl) => (
            <Form.Item
              key={tpl.key}
              name={['templates', tpl.key]}
              label={pickLang(lang, tpl.cn, tpl.en)}
              rules={[rule(WECHAT_TEMPLATE_ID_PATTERN, WECHAT_FIELD_RULES.templateId)]}
            >
              <Input
                maxLength={WECHAT_TEMPLATE_ID_MAX}
                spellCheck={false}
                autoComplete="off"
                allowClear
                placeholder={t('wechat-settings.templates.placeholder')}
                data-testid={`wechat-template-${tpl.key}`}
              />
            </Form.Item>
          ))}
        </div>
      </Card>
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
      </div>
    </Form>
  );
}

/**
 * "Test connection" of one account with the AppID and AppSecret in the form (one not typed anew
 * is the saved one); saves nothing. The result shows below the button: connected, or WeChat's words.
 */
function TestConnection({
  form,
  target,
  appIdField,
  secretField,
  testId,
}: {
  form: FormInstance<FormValues>;
  target: 'officialAccount' | 'miniProgram';
  appIdField: 'oaAppId' | 'mpAppId';
  secretField: 'oaSecret' | 'mpSecret';
  testId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WechatTestResult | null>(null);

  const run = async () => {
    setResult(null);
    try {
      await form.validateFields([appIdField, secretField]);
    } catch {
      return; // the field says what is wrong
    }
    const body = testBodyOf(
      target,
      (form.getFieldValue(appIdField) as string | undefined) ?? '',
      (form.getFieldValue(secretField) as SecretField | undefined) ?? { op: 'keep', value: '' },
    );
    if (!body) {
      setResult({
        ok: false,
        errcode: 0,
        message: t('wechat-settings.test.needIds', {
          appId: WECHAT_FIELD_NAMES.appId,
          appSecret: WECHAT_FIELD_NAMES.appSecret,
        }),
      });
      return;
    }
    setBusy(true);
    try {
      setResult(await testWechatConnection(body));
    } catch (e) {
      if (!isSessionEnded(e)) setResult({ ok: false, errcode: 0, message: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bo-wx-test">
      <Button onClick={() => void run()} loading={busy} data-testid={testId}>
        {t('wechat-settings.test.button')}
      </Button>
      {result && (
        <Alert
          type={result.ok ? 'success' : 'error'}
          showIcon
          title={result.message}
          role={result.ok ? 'status' : 'alert'}
          className="bo-wx-test-result"
          data-testid={`${testId}-result`}
          data-ok={result.ok ? 'yes' : 'no'}
        />
      )}
    </div>
  );
}
