import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_LIMITS, USER_NAME_MIN_LENGTH, USER_NAME_PATTERN, type StaffRow } from '@bo/contract';
import { roleOptions, useRoles } from './staff-form-parts';

/** The account form's account name (set once, when added), nickname and role (not one's own). */
export function AccountNameFields({ row, own }: { row: StaffRow | null; own: boolean }) {
  const { t, i18n } = useTranslation();
  const roles = useRoles();
  return (
    <>
      <Form.Item
        name="userName"
        label={t('staff.form.userName')}
        extra={
          row ? undefined : t('staff.form.userNameHelp', { min: USER_NAME_MIN_LENGTH, max: STAFF_LIMITS.userName })
        }
        rules={
          row
            ? []
            : [
                { required: true, whitespace: true, message: t('staff.form.userNameRequired') },
                { min: USER_NAME_MIN_LENGTH, message: t('staff.form.userNameShort', { min: USER_NAME_MIN_LENGTH }) },
                { pattern: USER_NAME_PATTERN, message: t('staff.form.userNameRule') },
              ]
        }
      >
        <Input maxLength={STAFF_LIMITS.userName} autoComplete="off" disabled={Boolean(row)} autoFocus={!row} />
      </Form.Item>
      <Form.Item
        name="nickName"
        label={t('staff.form.nickName')}
        rules={[{ required: true, whitespace: true, message: t('staff.form.nickNameRequired') }]}
      >
        <Input maxLength={STAFF_LIMITS.nickName} autoComplete="off" autoFocus={Boolean(row)} />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label={t('staff.form.role')}
        rules={[{ required: true, message: t('staff.form.roleRequired') }]}
      >
        <Select
          options={roleOptions(roles, i18n.language, t, row?.roleCode)}
          disabled={own}
          placeholder={t('staff.form.roleRequired')}
        />
      </Form.Item>
    </>
  );
}
