import type { FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@bo/contract';
import { ApiError } from '../../../api/http';
import { saveStaff } from '../../../api/staff';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { invalidateStaff } from './staff-queries';

export interface AccountValues {
  userName: string;
  nickName: string;
  roleCode: string;
  operators?: string;
  phone?: string;
  email?: string;
  password?: string;
}

/** Saves the account dialog: a new account (with its password) or the edited one. */
export function useAccountSave(row: StaffRow | null, form: FormInstance<AccountValues>, onClose: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit();

  const submit = (v: AccountValues) =>
    run(async () => {
      try {
        await saveStaff({
          ...(row ? { id: row.id } : { password: v.password }),
          userName: row ? row.userName : v.userName.trim(),
          nickName: v.nickName.trim(),
          roleCode: v.roleCode,
          operators: v.operators?.trim() ?? '',
          phone: v.phone?.trim() ?? '',
          email: v.email?.trim() ?? '',
        });
      } catch (e) {
        // A name the branch has: said beside the name; anything else above the form.
        if (row || !(e instanceof ApiError && e.status === 409)) throw e;
        form.setFields([{ name: 'userName', errors: [e.message] }]);
        return;
      }
      void invalidateStaff(client, user);
      showSuccess(t(row ? 'staff.form.saved' : 'staff.form.added', { name: row?.userName ?? v.userName.trim() }));
      onClose();
    });

  return { busy, refusal, submit };
}
