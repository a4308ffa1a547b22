import { Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffRow, UserInfo } from '@bo/contract';
import { addSwitchGrant, removeSwitchGrant } from '../../../api/staff';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { invalidateStaff } from './staff-queries';

export interface GrantValues {
  gscode: string;
  userName: string;
}

/** Grant another account the switch into `row`, or revoke a grant; the list is read again after each. */
export function useSwitchGrants(user: UserInfo, row: StaffRow | null) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<GrantValues>();
  const { busy, refusal, run } = useSubmit();

  const grant = async (v: GrantValues) => {
    if (!row) return;
    await run(async () => {
      await addSwitchGrant(row.id, v.gscode.trim(), v.userName.trim());
      form.resetFields();
      await invalidateStaff(client, user);
      showSuccess(t('staff.drawer.granted', { who: `${v.gscode.trim()}/${v.userName.trim()}`, name: row.userName }));
    });
  };
  const revoke = (grantId: number, who: string) =>
    run(async () => {
      await removeSwitchGrant(grantId);
      await invalidateStaff(client, user);
      showSuccess(t('staff.drawer.revoked', { who }));
    });

  return { form, busy, refusal, grant, revoke };
}

export type SwitchGrants = ReturnType<typeof useSwitchGrants>;
