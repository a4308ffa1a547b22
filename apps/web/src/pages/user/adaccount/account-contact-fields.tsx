import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN, STAFF_LIMITS } from '@bo/contract';

/** The account form's last fields: operator code, phone and e-mail, all optional. */
export function AccountContactFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="operators" label={t('staff.form.operator')} extra={t('staff.form.operatorHelp')}>
        <Input maxLength={STAFF_LIMITS.operators} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('staff.form.phone')}
        rules={[{ pattern: PHONE_PATTERN, message: t('staff.form.phoneRule') }]}
      >
        <Input maxLength={STAFF_LIMITS.phone} autoComplete="off" inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('staff.form.email')}
        rules={[{ type: 'email', message: t('staff.form.emailRule') }]}
      >
        <Input maxLength={STAFF_LIMITS.email} autoComplete="off" inputMode="email" />
      </Form.Item>
    </>
  );
}
