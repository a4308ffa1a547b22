import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeOwnPassword } from '../../api/profile';
import { isSessionEnded } from '../../api/http';
import { PASSWORD_CHECKS, passwordChecks } from './password-checks';
import { PasswordRuleItem } from './password-rule-item';
import './password-form.css';

interface Values {
  current: string;
  next: string;
  confirm: string;
}

/**
 * Changing one's own password (the personal center and the forced change after a reset): the
 * current password, the new one twice, and the rules ticked off as the user types. The server
 * checks again; its refusal (a wrong current password) is shown above the fields. On success the
 * other sessions of the account have ended (the server's doing) and `onDone` is called. Strings:
 * the profile section (usePageStrings('profile') by the caller).
 */
export default function PasswordForm({
  account,
  onDone,
  autoFocus = false,
}: {
  account: string;
  onDone: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const current = Form.useWatch('current', form) ?? '';
  const next = Form.useWatch('next', form) ?? '';
  const confirm = Form.useWatch('confirm', form) ?? '';
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  const checks = passwordChecks({ current, next, confirm }, account);

  const save = async (v: Values) => {
    setSaving(true);
    setRefusal('');
    try {
      await changeOwnPassword(v.current, v.next);
      form.resetFields();
      onDone();
    } catch (e) {
      if (!isSessionEnded(e)) setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="bo-password-form"
      onFinish={(v) => void save(v)}
      data-testid="password-form"
      requiredMark={false}
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} className="bo-password-refusal" data-testid="password-refused" />
      )}
      {/* The account, for password managers (they pair it with the new password). */}
      <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
      <Form.Item
        name="current"
        label={t('profile.password.current')}
        rules={[{ required: true, message: t('profile.password.currentRequired') }]}
      >
        <Input.Password
          autoComplete="current-password"
          maxLength={200}
          autoFocus={autoFocus}
          data-testid="password-current"
        />
      </Form.Item>
      <Form.Item
        name="next"
        label={t('profile.password.next')}
        dependencies={['current']}
        rules={[
          {
            validator: () =>
              PASSWORD_CHECKS.slice(0, 4).every((c) => checks[c])
                ? Promise.resolve()
                : Promise.reject(new Error(t('profile.password.rulesUnmet'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" aria-describedby="bo-password-rules" data-testid="password-next" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('profile.password.confirm')}
        dependencies={['next']}
        rules={[
          {
            validator: (_r, v?: string) =>
              (v ?? '') === form.getFieldValue('next') && v
                ? Promise.resolve()
                : Promise.reject(new Error(t('profile.password.mismatch'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="password-confirm" />
      </Form.Item>
      <div className="bo-password-rules" id="bo-password-rules">
        <div>{t('profile.password.rulesTitle')}</div>
        <ul aria-live="polite">
          {PASSWORD_CHECKS.map((check) => (
            <PasswordRuleItem key={check} check={check} met={checks[check]} />
          ))}
        </ul>
      </div>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="password-submit">
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}
