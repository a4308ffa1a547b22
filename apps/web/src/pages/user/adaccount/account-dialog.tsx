import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, type StaffRow } from '@bo/contract';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useUserStore } from '../../../stores/user';
import { AccountContactFields } from './account-contact-fields';
import { AccountNameFields } from './account-name-fields';
import { PasswordRulesList } from './password-rules-list';
import { newPasswordRules } from './staff-form-parts';
import { useAccountSave, type AccountValues } from './use-account-save';

/** Add an account (with its first password) or edit one (its name stays). */
export function AccountDialog({ row, onClose }: { row: StaffRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<AccountValues>();
  const { busy, refusal, submit } = useAccountSave(row, form, onClose);
  const password = Form.useWatch('password', form) ?? '';
  const userName = Form.useWatch('userName', form) ?? row?.userName ?? '';

  return (
    <FormDialog<AccountValues>
      title={row ? t('staff.form.titleEdit', { name: row.userName }) : t('staff.form.titleAdd')}
      okText={t('staff.form.save')}
      form={form}
      name="staff-account"
      initialValues={
        row
          ? {
              userName: row.userName,
              nickName: row.nickName,
              roleCode: row.roleCode,
              operators: row.operators,
              phone: row.phone,
              email: row.email,
            }
          : { roleCode: undefined }
      }
      onFinish={submit}
      onClose={onClose}
      submit={{ busy, refusal }}
      maskClosable={false}
      testIds={{ dialog: 'staff-account-dialog', save: 'staff-form-save', refused: 'staff-dialog-error' }}
    >
      <AccountNameFields row={row} own={row?.id === user.ID} />
      {!row && (
        <>
          <Form.Item
            name="password"
            label={t('staff.form.password')}
            rules={newPasswordRules(t, userName)}
            dependencies={['userName']}
          >
            <Input.Password
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              aria-describedby="staff-add-pw-rules"
            />
          </Form.Item>
          <PasswordRulesList password={password} account={userName} id="staff-add-pw-rules" />
        </>
      )}
      <AccountContactFields />
    </FormDialog>
  );
}
