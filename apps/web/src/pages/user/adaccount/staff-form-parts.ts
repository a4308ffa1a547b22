import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { brokenPasswordRules, type StaffRole } from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { useStaffRoles } from './staff-queries';

/** The branch's roles, for the role selects. */
export function useRoles(): StaffRole[] {
  return useStaffRoles(useUserStore((s) => s.info)!);
}

/** A role as the select offers it: its name in the user's language, marked when it cannot be given. */
export function roleOptions(roles: StaffRole[], lang: string, t: (k: string) => string, keep?: string) {
  return roles
    .filter((r) => r.status === 1 || r.code === keep)
    .map((r) => ({
      value: r.code,
      label: `${pickLang(lang, r.name, r.name_en)}${r.status !== 1 ? t('staff.form.roleDisabled') : !r.grantable ? t('staff.form.roleNotGrantable') : ''}`,
      disabled: !r.grantable && r.code !== keep,
    }));
}

/** A new password: required, and keeping the contract's password rules for this account name. */
export function newPasswordRules(t: TFunction, account: string): FormRule[] {
  return [
    { required: true, message: t('staff.form.passwordRequired') },
    {
      validator: async (_r, value?: string) => {
        if (value && brokenPasswordRules(value, account).length) throw new Error(t('staff.form.passwordBroken'));
      },
    },
  ];
}
