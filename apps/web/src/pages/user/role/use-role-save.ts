import type { FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataScope, RoleRow } from '@bo/contract';
import { ApiError } from '../../../api/http';
import { addRole, changeRole, copyRole } from '../../../api/roles';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { invalidateRoles } from './role-queries';

export interface RoleValues {
  code?: string;
  name: string;
  name_en: string;
  /** Add and edit; a copy takes its source's. */
  dataScope?: DataScope;
  /** Add and edit: the role's accounts sign in with an authenticator code too. */
  requireTotp?: boolean;
}

/**
 * What an edit sends. Two-factor sign-in only when it was switched: switching it off is a change
 * of its own (the server asks more of it), never a side effect of renaming. `totpOnly` (the
 * administrator role, one's own): nothing else.
 */
export function changeRoleBody(role: RoleRow, v: RoleValues, totpOnly: boolean) {
  const switched = v.requireTotp !== undefined && v.requireTotp !== role.requireTotp;
  return {
    roleId: role.id,
    ...(totpOnly ? {} : { name: v.name.trim(), name_en: v.name_en.trim(), dataScope: v.dataScope }),
    ...(switched ? { requireTotp: v.requireTotp } : {}),
  };
}

/**
 * Saves the role form: add, copy or rename. A refusal stays in the dialog (`refusal`). `totpOnly`:
 * the administrator role or one's own, of which only two-factor sign-in is sent.
 */
export function useRoleSave(
  kind: 'add' | 'edit' | 'copy',
  role: RoleRow | null,
  form: FormInstance<RoleValues>,
  onClose: () => void,
  totpOnly = false,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy: saving, refusal, run } = useSubmit();

  const save = (v: RoleValues) =>
    run(async () => {
      const names = { name: v.name.trim(), name_en: v.name_en.trim() };
      try {
        if (kind === 'add') {
          const r = await addRole({
            code: v.code!.trim(),
            ...names,
            dataScope: v.dataScope ?? 'all',
            requireTotp: v.requireTotp ?? false,
          });
          showSuccess(t('roles.done.added', { code: r.code }));
        } else if (kind === 'copy') {
          const r = await copyRole({ roleId: role!.id, code: v.code!.trim(), ...names });
          showSuccess(t('roles.done.copied', { code: r.code, from: role!.code }));
        } else {
          const r = await changeRole(changeRoleBody(role!, v, totpOnly));
          showSuccess(t('roles.done.changed', { code: r.code }));
        }
      } catch (e) {
        // A code already taken belongs to the code field; anything else above the form.
        if (kind === 'edit' || !(e instanceof ApiError && e.status === 409)) throw e;
        form.setFields([{ name: 'code', errors: [e.message] }]);
        return;
      }
      void invalidateRoles(client, user);
      onClose();
    });

  return { saving, refusal, save };
}
