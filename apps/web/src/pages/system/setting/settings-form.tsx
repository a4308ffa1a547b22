import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Radio, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CART_ABANDON_DAYS_MAX,
  CONTACT_ADDRESS_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_PHONE_PATTERN,
  M,
  ORDER_NO_FORMAT_MAX,
  ORDER_NO_PROBLEM_WORDS,
  orderNoFormatProblem,
  orderNumberOf,
  SESSION_IDLE_MINUTES_MIN,
  SYSTEM_NAME_MAX,
  type BranchSettingsValue,
  type SettingsAnswer,
} from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { useAllow } from '../../../components/allow';
import { isStale, messageOf } from '../../../components/refusal';
import { showSuccess } from '../../../lib/feedback';
import { ImageUpload } from '../../../components/upload/image-upload';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { saveSettings, settingQueries } from './setting-queries';
import { branchTime, branchToday } from '../../../components/branch-time';
import { useSystemNameStore } from '../../../stores/system-name';

const ROUTE = '/system/setting';

/** An e-mail address in its plain form; the server checks it properly. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The settings form in sections, loaded after the page's frame (antd's form engine is too heavy
 * for the route's first load, docs/decisions/0041-route-budgets.md); the settings are asked for
 * meanwhile (prefetch.ts).
 */
const changedFrom = (saved: BranchSettingsValue, now: Partial<BranchSettingsValue> | undefined) =>
  !!now &&
  (Object.keys(saved) as (keyof BranchSettingsValue)[]).some((k) => k in now && normal(now[k]) !== normal(saved[k]));
const normal = (v: unknown) => (typeof v === 'string' ? v.trim() : (v ?? null));

export default function SettingsForm({ answer, reload }: { answer: SettingsAnswer; reload: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const canEdit = useAllow(ROUTE, M.systemSettingsEdit);
  const [form] = Form.useForm<BranchSettingsValue>();
  const values = Form.useWatch([], form) as Partial<BranchSettingsValue> | undefined;
  const changed = changedFrom(answer.settings, values);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; stale: boolean } | null>(null);
  const { limits } = answer;

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

  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('system-settings.required', { field }),
  });
  const tooLong = (field: string, max: number): Rule => ({
    max,
    message: t('system-settings.tooLong', { field, max }),
  });
  const range = (field: string, min: number, max: number): Rule => ({
    validator: (_r, v?: number | null) =>
      typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
        ? Promise.resolve()
        : Promise.reject(new Error(t('system-settings.range', { field, min, max }))),
  });
  const formatRule: Rule = {
    validator: (_r, v?: string) => {
      const problem = orderNoFormatProblem((v ?? '').trim(), user.gscode);
      const w = problem && ORDER_NO_PROBLEM_WORDS[problem];
      return w
        ? Promise.reject(new Error(`${t('system-settings.orders.format')} ${pickLang(lang, w.cn, w.en)}`))
        : Promise.resolve();
    },
  };
  const format = (values?.orderNoFormat ?? answer.settings.orderNoFormat).trim();
  const example = orderNoFormatProblem(format, user.gscode)
    ? ''
    : orderNumberOf(format, { date: exampleDate(), branch: user.gscode, seq: 1 });

  const L = {
    nameCn: t('system-settings.basic.nameCn'),
    nameEn: t('system-settings.basic.nameEn'),
    phone: t('system-settings.contact.phone'),
    email: t('system-settings.contact.email'),
    address: t('system-settings.contact.address'),
    idle: t('system-settings.sessions.idle'),
    absolute: t('system-settings.sessions.absolute'),
    cart: t('system-settings.orders.cartDays'),
    upload: t('system-settings.uploads.maxMb'),
  };

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
      {refusal && (
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
      )}
      <div className="bo-settings-cards">
        <Card
          size="small"
          title={t('system-settings.basic.title')}
          className="bo-settings-card"
          data-testid="settings-basic"
        >
          <Form.Item
            name="systemNameCn"
            label={L.nameCn}
            rules={[required(L.nameCn), tooLong(L.nameCn, SYSTEM_NAME_MAX)]}
          >
            <Input count={{ show: true, max: SYSTEM_NAME_MAX }} lang="zh-CN" data-testid="settings-name-cn" />
          </Form.Item>
          <Form.Item
            name="systemNameEn"
            label={L.nameEn}
            rules={[required(L.nameEn), tooLong(L.nameEn, SYSTEM_NAME_MAX)]}
          >
            <Input count={{ show: true, max: SYSTEM_NAME_MAX }} lang="en" data-testid="settings-name-en" />
          </Form.Item>
          <Form.Item name="logo" label={t('system-settings.basic.logo')} extra={t('system-settings.basic.logoHint')}>
            <ImageUpload shape="square" size={72} data-testid="settings-logo-upload" />
          </Form.Item>
          <Form.Item
            name="defaultLanguage"
            label={t('system-settings.basic.language')}
            extra={t('system-settings.basic.languageHint')}
          >
            <Radio.Group
              optionType="button"
              options={[
                { value: 'cn', label: <span lang="zh-CN">中文</span> },
                { value: 'en', label: 'English' },
              ]}
              data-testid="settings-language"
            />
          </Form.Item>
        </Card>
        <Card
          size="small"
          title={t('system-settings.contact.title')}
          className="bo-settings-card"
          data-testid="settings-contact"
        >
          <Form.Item
            name="contactPhone"
            label={L.phone}
            rules={[
              tooLong(L.phone, CONTACT_PHONE_MAX),
              { pattern: CONTACT_PHONE_PATTERN, message: t('system-settings.contact.phoneInvalid') },
            ]}
          >
            <Input
              count={{ show: true, max: CONTACT_PHONE_MAX }}
              inputMode="tel"
              autoComplete="off"
              data-testid="settings-phone"
            />
          </Form.Item>
          <Form.Item
            name="contactEmail"
            label={L.email}
            rules={[
              tooLong(L.email, CONTACT_EMAIL_MAX),
              {
                validator: (_r, v?: string) =>
                  !v?.trim() || EMAIL.test(v.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('system-settings.contact.emailInvalid'))),
              },
            ]}
          >
            <Input
              count={{ show: true, max: CONTACT_EMAIL_MAX }}
              type="email"
              autoComplete="off"
              data-testid="settings-email"
            />
          </Form.Item>
          <Form.Item name="contactAddress" label={L.address} rules={[tooLong(L.address, CONTACT_ADDRESS_MAX)]}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 4 }}
              count={{ show: true, max: CONTACT_ADDRESS_MAX }}
              data-testid="settings-address"
            />
          </Form.Item>
        </Card>
        <Card
          size="small"
          title={t('system-settings.sessions.title')}
          className="bo-settings-card"
          data-testid="settings-sessions"
        >
          <p className="bo-muted bo-settings-intro">{t('system-settings.sessions.intro')}</p>
          <Form.Item
            name="sessionIdleMinutes"
            label={L.idle}
            rules={[range(L.idle, SESSION_IDLE_MINUTES_MIN, limits.sessionIdleMinutes)]}
            extra={t('system-settings.limitHint', { min: SESSION_IDLE_MINUTES_MIN, max: limits.sessionIdleMinutes })}
          >
            <InputNumber
              min={SESSION_IDLE_MINUTES_MIN}
              max={limits.sessionIdleMinutes}
              precision={0}
              className="bo-settings-number"
              data-testid="settings-idle"
            />
          </Form.Item>
          <Form.Item
            name="sessionAbsoluteHours"
            label={L.absolute}
            rules={[range(L.absolute, 1, limits.sessionAbsoluteHours)]}
            extra={t('system-settings.limitHint', { min: 1, max: limits.sessionAbsoluteHours })}
          >
            <InputNumber
              min={1}
              max={limits.sessionAbsoluteHours}
              precision={0}
              className="bo-settings-number"
              data-testid="settings-absolute"
            />
          </Form.Item>
        </Card>
        <Card
          size="small"
          title={t('system-settings.orders.title')}
          className="bo-settings-card"
          data-testid="settings-orders"
        >
          <Form.Item
            name="orderNoFormat"
            label={t('system-settings.orders.format')}
            rules={[formatRule]}
            extra={t('system-settings.orders.formatHint')}
          >
            <Input
              maxLength={ORDER_NO_FORMAT_MAX}
              spellCheck={false}
              autoComplete="off"
              className="bo-settings-code"
              data-testid="settings-order-format"
            />
          </Form.Item>
          <div className="bo-settings-example" aria-live="polite">
            {t('system-settings.orders.example')}{' '}
            <Typography.Text code data-testid="settings-order-example">
              {example || t('system-settings.orders.noExample')}
            </Typography.Text>
          </div>
          <Form.Item
            name="cartAbandonDays"
            label={L.cart}
            rules={[range(L.cart, 1, CART_ABANDON_DAYS_MAX)]}
            extra={t('system-settings.orders.cartHint')}
          >
            <InputNumber
              min={1}
              max={CART_ABANDON_DAYS_MAX}
              precision={0}
              className="bo-settings-number"
              data-testid="settings-cart-days"
            />
          </Form.Item>
        </Card>
        <Card
          size="small"
          title={t('system-settings.uploads.title')}
          className="bo-settings-card"
          data-testid="settings-uploads"
        >
          <Form.Item
            name="uploadMaxMb"
            label={L.upload}
            rules={[range(L.upload, 1, limits.uploadMaxMb)]}
            extra={t('system-settings.limitHint', { min: 1, max: limits.uploadMaxMb })}
          >
            <InputNumber
              min={1}
              max={limits.uploadMaxMb}
              precision={0}
              addonAfter="MB"
              className="bo-settings-number"
              data-testid="settings-upload-mb"
            />
          </Form.Item>
        </Card>
      </div>
      <div className="bo-settings-footer">
        {canEdit && (
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!changed}
            data-testid="system-settings-save"
          >
            {t('system-settings.save')}
          </Button>
        )}
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
      </div>
    </Form>
  );
}

/** The branch's today, for the example (its fields read as UTC by orderNumberOf). */
function exampleDate(): Date {
  const d = branchToday();
  return new Date(Date.UTC(d.year(), d.month(), d.date()));
}
