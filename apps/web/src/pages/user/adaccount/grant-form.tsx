import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_LIMITS } from '@bo/contract';
import type { SwitchGrants } from './use-switch-grants';

/** Grants an account (branch code and account name; this branch by default) the switch into this one. */
export function GrantForm({ grants, gscode }: { grants: SwitchGrants; gscode: string }) {
  const { t } = useTranslation();
  const required = [{ required: true, whitespace: true, message: t('staff.drawer.granteeRequired') }];
  return (
    <Form
      form={grants.form}
      name="staff-grant"
      layout="vertical"
      className="staff-grant-form"
      onFinish={(v) => void grants.grant(v)}
      requiredMark={false}
    >
      <Form.Item name="gscode" label={t('staff.drawer.granteeGscode')} initialValue={gscode} rules={required}>
        <Input className="staff-grant-gscode" maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item name="userName" label={t('staff.drawer.granteeUserName')} rules={required}>
        <Input className="staff-grant-user" maxLength={STAFF_LIMITS.userName} autoComplete="off" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button htmlType="submit" loading={grants.busy} data-testid="staff-grant">
          {t('staff.drawer.grant')}
        </Button>
      </Form.Item>
    </Form>
  );
}
