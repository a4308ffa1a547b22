import { Form, Input, Modal, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MAX_LENGTH,
  PHONE_PATTERN,
  STAFF_LIMITS,
  USER_NAME_MIN_LENGTH,
  USER_NAME_PATTERN,
  brokenPasswordRules,
  type StaffRole,
  type StaffRow,
} from '@bo/contract';
import { ApiError } from '../../../api/http';
import {
  removeStaff,
  resetStaffPassword,
  saveStaff,
  setStaffRole,
  setStaffStatus,
  signOutStaff,
  signOutStaffMany,
} from '../../../api/staff';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { PasswordRulesList } from './password-rules-list';
import { invalidateStaff, useStaffRoles } from './staff-queries';
import type { OpenStaffDialog } from './staff-rules';

interface Props {
  dialog: OpenStaffDialog;
  onClose: () => void;
  /** Accounts were signed out: the page forgets the picked rows. */
  onSignedOut: () => void;
  /** An account was removed: its drawer, if open, closes. */
  onRemoved: () => void;
}

/**
 * Every dialog of the staff page, loaded together when one is first opened (antd Modal, Form,
 * Input, Select): add and edit, set role, reset password, and the confirmations (disable,
 * enable, remove, force sign-out of one or several). A refusal is shown inside the dialog, which
 * stays open, so the user reads why and nothing typed is lost.
 */
export default function StaffDialogs({ dialog, onClose, onSignedOut, onRemoved }: Props) {
  switch (dialog.kind) {
    case 'add':
    case 'edit':
      return <AccountDialog row={dialog.kind === 'edit' ? dialog.row[0] : null} onClose={onClose} />;
    case 'role':
      return <RoleDialog row={dialog.row[0]} onClose={onClose} />;
    case 'reset':
      return <ResetDialog row={dialog.row[0]} onClose={onClose} />;
    default:
      return (
        <ConfirmDialog
          kind={dialog.kind}
          rows={dialog.row}
          onClose={onClose}
          onSignedOut={onSignedOut}
          onRemoved={onRemoved}
        />
      );
  }
}

function useRoles(): StaffRole[] {
  return useStaffRoles(useUserStore((s) => s.info)!);
}

/** A role as the select offers it: its name in the user's language, marked when it cannot be given. */
function roleOptions(roles: StaffRole[], lang: string, t: (k: string) => string, keep?: string) {
  return roles
    .filter((r) => r.status === 1 || r.code === keep)
    .map((r) => ({
      value: r.code,
      label: `${pickLang(lang, r.name, r.name_en)}${r.status !== 1 ? t('staff.form.roleDisabled') : !r.grantable ? t('staff.form.roleNotGrantable') : ''}`,
      disabled: !r.grantable && r.code !== keep,
    }));
}

interface AccountValues {
  userName: string;
  nickName: string;
  roleCode: string;
  operators?: string;
  phone?: string;
  email?: string;
  password?: string;
}

function AccountDialog({ row, onClose }: { row: StaffRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const roles = useRoles();
  const [form] = Form.useForm<AccountValues>();
  const { busy, refusal, run } = useSubmit();
  const password = Form.useWatch('password', form) ?? '';
  const userName = Form.useWatch('userName', form) ?? row?.userName ?? '';
  const own = row?.id === user.ID;

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

  return (
    <Modal
      open
      title={row ? t('staff.form.titleEdit', { name: row.userName }) : t('staff.form.titleAdd')}
      okText={t('staff.form.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'staff-form-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="staff-account-dialog"
    >
      <RefusalAlert text={refusal} testId="staff-dialog-error" />
      <Form<AccountValues>
        form={form}
        name="staff-account"
        layout="vertical"
        onFinish={(v) => void submit(v)}
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
      >
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
        {!row && (
          <>
            <Form.Item
              name="password"
              label={t('staff.form.password')}
              rules={[
                { required: true, message: t('staff.form.passwordRequired') },
                {
                  validator: async (_r, value?: string) => {
                    if (value && brokenPasswordRules(value, userName).length)
                      throw new Error(t('staff.form.passwordBroken'));
                  },
                },
              ]}
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
      </Form>
    </Modal>
  );
}

function RoleDialog({ row, onClose }: { row: StaffRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const roles = useRoles();
  const [form] = Form.useForm<{ roleCode: string }>();
  const { busy, refusal, run } = useSubmit();
  const nameOf = (code: string) => {
    const r = roles.find((x) => x.code === code);
    return r ? pickLang(i18n.language, r.name, r.name_en) : code;
  };

  const submit = ({ roleCode }: { roleCode: string }) =>
    run(async () => {
      await setStaffRole(row.id, roleCode);
      void invalidateStaff(client, user);
      showSuccess(t('staff.roleDialog.done', { name: row.userName, role: nameOf(roleCode) }));
      onClose();
    });

  return (
    <Modal
      open
      title={t('staff.roleDialog.title', { name: row.userName })}
      okText={t('staff.roleDialog.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'staff-role-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="staff-role-dialog"
    >
      <RefusalAlert text={refusal} testId="staff-dialog-error" />
      <p className="staff-dialog-note">
        {t('staff.roleDialog.current', {
          role: row.roleName ? pickLang(i18n.language, row.roleName, row.roleNameEn) : row.roleCode,
        })}
      </p>
      <Form
        form={form}
        name="staff-role"
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{ roleCode: row.roleCode }}
      >
        <Form.Item
          name="roleCode"
          label={t('staff.form.role')}
          rules={[{ required: true, message: t('staff.form.roleRequired') }]}
        >
          <Select options={roleOptions(roles, i18n.language, t, row.roleCode)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ResetDialog({ row, onClose }: { row: StaffRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<{ password: string }>();
  const { busy, refusal, run } = useSubmit();
  const password = Form.useWatch('password', form) ?? '';

  const submit = ({ password: next }: { password: string }) =>
    run(async () => {
      const { ended } = await resetStaffPassword(row.id, next);
      void invalidateStaff(client, user);
      showSuccess(t('staff.reset.done', { name: row.userName, count: ended }));
      onClose();
    });

  return (
    <Modal
      open
      title={t('staff.reset.title', { name: row.userName })}
      okText={t('staff.reset.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: true, 'data-testid': 'staff-reset-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="staff-reset-dialog"
    >
      <RefusalAlert text={refusal} testId="staff-dialog-error" />
      <p className="staff-dialog-note" data-testid="staff-reset-note">
        {t('staff.reset.note')}
      </p>
      <Form form={form} name="staff-reset" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="password"
          label={t('staff.reset.password')}
          rules={[
            { required: true, message: t('staff.form.passwordRequired') },
            {
              validator: async (_r, value?: string) => {
                if (value && brokenPasswordRules(value, row.userName).length)
                  throw new Error(t('staff.form.passwordBroken'));
              },
            },
          ]}
        >
          <Input.Password
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
            autoFocus
            aria-describedby="staff-reset-pw-rules"
          />
        </Form.Item>
        <PasswordRulesList password={password} account={row.userName} id="staff-reset-pw-rules" />
      </Form>
    </Modal>
  );
}

type ConfirmKind = 'disable' | 'enable' | 'remove' | 'signOut' | 'signOutMany';

function ConfirmDialog({
  kind,
  rows,
  onClose,
  onSignedOut,
  onRemoved,
}: {
  kind: ConfirmKind;
  rows: StaffRow[];
  onClose: () => void;
  onSignedOut: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit();
  const k = kind;
  const name = rows[0]?.userName ?? '';
  const count = rows.length;
  const danger = k !== 'enable';

  const act = async (): Promise<string> => {
    const row = rows[0];
    switch (k) {
      case 'disable': {
        const { ended } = await setStaffStatus(row.id, 0);
        return t('staff.done.disabled', { name, count: ended });
      }
      case 'enable':
        await setStaffStatus(row.id, 1);
        return t('staff.done.enabled', { name });
      case 'remove':
        await removeStaff(row.id);
        onRemoved();
        return t('staff.done.removed', { name });
      case 'signOut': {
        const { ended } = await signOutStaff(row.id);
        onSignedOut();
        return t('staff.done.signedOut', { count: ended });
      }
      case 'signOutMany': {
        const { ended } = await signOutStaffMany(rows.map((r) => r.id));
        onSignedOut();
        return t('staff.done.signedOut', { count: ended });
      }
    }
  };

  const confirm = () =>
    run(async () => {
      const done = await act();
      void invalidateStaff(client, user);
      showSuccess(done);
      onClose();
    });

  const title =
    k === 'signOutMany' ? t('staff.confirm.signOutManyTitle', { count }) : t(`staff.confirm.${k}Title`, { name });
  const body =
    k === 'signOutMany'
      ? t('staff.confirm.signOutManyBody', { names: rows.map((r) => r.userName).join(', ') })
      : t(`staff.confirm.${k}Body`);
  return (
    <Modal
      open
      title={title}
      okText={t(`staff.action.${k === 'signOutMany' ? 'signOut' : k}`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger, 'data-testid': 'staff-confirm-ok' }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      width={440}
      data-testid="staff-confirm-dialog"
    >
      <RefusalAlert text={refusal} testId="staff-dialog-error" />
      <p className="staff-names">{body}</p>
    </Modal>
  );
}
