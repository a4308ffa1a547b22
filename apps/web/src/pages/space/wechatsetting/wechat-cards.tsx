import { Card, Form, Input } from 'antd';
import type { FormInstance } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  WECHAT_AESKEY_PATTERN,
  WECHAT_APPSECRET_PATTERN,
  WECHAT_FIELD_NAMES,
  WECHAT_FIELD_RULES,
  WECHAT_TEMPLATE_ID_MAX,
  WECHAT_TEMPLATE_ID_PATTERN,
  WECHAT_TEMPLATES,
  WECHAT_TOKEN_PATTERN,
  type WechatSettings,
} from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';
import type { FormValues } from './form-values';
import { TestConnection } from './test-connection';
import { AppIdItem, patternRule, SecretItem } from './wechat-items';

interface AccountCardProps {
  form: FormInstance<FormValues>;
  settings: WechatSettings;
  canEdit: boolean;
}

/** The official account: AppID, AppSecret, the server's token and message key, and a connection test. */
export function OfficialAccountCard({ form, settings, canEdit }: AccountCardProps) {
  const { t } = useTranslation();
  const oa = settings.officialAccount;
  const F = WECHAT_FIELD_NAMES;
  const R = WECHAT_FIELD_RULES;
  return (
    <Card
      size="small"
      title={t('wechat-settings.officialAccount.title')}
      className="bo-wx-card"
      data-testid="wechat-official"
    >
      <p className="bo-muted bo-wx-card-intro">{t('wechat-settings.officialAccount.intro')}</p>
      <AppIdItem name="oaAppId" testId="wechat-oa-appid" />
      <SecretItem
        name="oaSecret"
        label={F.appSecret}
        stored={oa.appSecret}
        pattern={WECHAT_APPSECRET_PATTERN}
        words={R.appSecret}
        canEdit={canEdit}
        testId="wechat-oa-secret"
      />
      <SecretItem
        name="oaToken"
        label={F.token}
        stored={oa.token}
        pattern={WECHAT_TOKEN_PATTERN}
        words={R.token}
        canEdit={canEdit}
        testId="wechat-oa-token"
      />
      <SecretItem
        name="oaAesKey"
        label={F.aesKey}
        stored={oa.aesKey}
        pattern={WECHAT_AESKEY_PATTERN}
        words={R.aesKey}
        canEdit={canEdit}
        testId="wechat-oa-aeskey"
      />
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
  );
}

/** The mini-program: AppID, AppSecret, and a connection test. */
export function MiniProgramCard({ form, settings, canEdit }: AccountCardProps) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('wechat-settings.miniProgram.title')} className="bo-wx-card" data-testid="wechat-mini">
      <p className="bo-muted bo-wx-card-intro">{t('wechat-settings.miniProgram.intro')}</p>
      <AppIdItem name="mpAppId" testId="wechat-mp-appid" />
      <SecretItem
        name="mpSecret"
        label={WECHAT_FIELD_NAMES.appSecret}
        stored={settings.miniProgram.appSecret}
        pattern={WECHAT_APPSECRET_PATTERN}
        words={WECHAT_FIELD_RULES.appSecret}
        canEdit={canEdit}
        testId="wechat-mp-secret"
      />
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
  );
}

/** The message templates' ids, one per event. */
export function TemplatesCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
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
            rules={[patternRule(WECHAT_TEMPLATE_ID_PATTERN, WECHAT_FIELD_RULES.templateId, lang)]}
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
  );
}
