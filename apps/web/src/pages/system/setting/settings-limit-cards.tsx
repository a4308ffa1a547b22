import { Card, Form, Input, InputNumber, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  CART_ABANDON_DAYS_MAX,
  ORDER_NO_FORMAT_MAX,
  ORDER_NO_PROBLEM_WORDS,
  orderNoFormatProblem,
  orderNumberOf,
  SESSION_IDLE_MINUTES_MIN,
  type SettingsAnswer,
} from '@bo/contract';
import { branchToday } from '../../../components/branch-time';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { useSettingsRules } from './settings-rules';

type Limits = SettingsAnswer['limits'];

/** How long a session lasts idle and at most, within the server's limits. */
export function SessionsCard({ limits }: { limits: Limits }) {
  const { t, range } = useSettingsRules();
  const idle = t('system-settings.sessions.idle');
  const absolute = t('system-settings.sessions.absolute');
  const lock = t('system-settings.sessions.lock');
  // 0 (never), or shorter than the idle time-out: a lock after the session ended would never show.
  const lockRule: Rule = ({ getFieldValue }) => ({
    validator: (_r, v?: number | null) =>
      v === 0 || (typeof v === 'number' && v > 0 && v < Number(getFieldValue('sessionIdleMinutes')))
        ? Promise.resolve()
        : Promise.reject(new Error(t('system-settings.sessions.lockShorter'))),
  });
  return (
    <Card
      size="small"
      title={t('system-settings.sessions.title')}
      className="bo-settings-card"
      data-testid="settings-sessions"
    >
      <p className="bo-muted bo-settings-intro">{t('system-settings.sessions.intro')}</p>
      <Form.Item
        name="sessionIdleMinutes"
        label={idle}
        rules={[range(idle, SESSION_IDLE_MINUTES_MIN, limits.sessionIdleMinutes)]}
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
        label={absolute}
        rules={[range(absolute, 1, limits.sessionAbsoluteHours)]}
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
      <Form.Item
        name="lockIdleMinutes"
        label={lock}
        dependencies={['sessionIdleMinutes']}
        rules={[lockRule]}
        extra={t('system-settings.sessions.lockHint')}
      >
        <InputNumber
          min={0}
          max={limits.sessionIdleMinutes}
          precision={0}
          className="bo-settings-number"
          data-testid="settings-lock"
        />
      </Form.Item>
    </Card>
  );
}

/** The order number's format with an example of today's first number, and the cart's lifetime. */
export function OrdersCard({ savedFormat }: { savedFormat: string }) {
  const { t, i18n, range } = useSettingsRules();
  const user = useUserStore((s) => s.info)!;
  const typed = Form.useWatch('orderNoFormat') as string | undefined;
  const cart = t('system-settings.orders.cartDays');
  const formatRule: Rule = {
    validator: (_r, v?: string) => {
      const problem = orderNoFormatProblem((v ?? '').trim(), user.gscode);
      const w = problem && ORDER_NO_PROBLEM_WORDS[problem];
      return w
        ? Promise.reject(new Error(`${t('system-settings.orders.format')} ${pickLang(i18n.language, w.cn, w.en)}`))
        : Promise.resolve();
    },
  };
  const format = (typed ?? savedFormat).trim();
  const example = orderNoFormatProblem(format, user.gscode)
    ? ''
    : orderNumberOf(format, { date: exampleDate(), branch: user.gscode, seq: 1 });
  return (
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
        label={cart}
        rules={[range(cart, 1, CART_ABANDON_DAYS_MAX)]}
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
  );
}

/** The largest upload, within the server's limit. */
export function UploadsCard({ limits }: { limits: Limits }) {
  const { t, range } = useSettingsRules();
  const upload = t('system-settings.uploads.maxMb');
  return (
    <Card
      size="small"
      title={t('system-settings.uploads.title')}
      className="bo-settings-card"
      data-testid="settings-uploads"
    >
      <Form.Item
        name="uploadMaxMb"
        label={upload}
        rules={[range(upload, 1, limits.uploadMaxMb)]}
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
  );
}

/** The branch's today, for the example (its fields read as UTC by orderNumberOf). */
function exampleDate(): Date {
  const d = branchToday();
  return new Date(Date.UTC(d.year(), d.month(), d.date()));
}
