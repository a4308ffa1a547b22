import { Form, Input, Modal, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, type StaffRow } from '@bo/contract';
import {
  removeStaff,
  resetStaffPassword,
  setStaffRole,
  setStaffStatus,
  signOutStaff,
  signOutStaffMany,
} from '../../../api/staff';
import { resetTotp } from '../../../api/totp';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { PasswordRulesList } from './password-rules-list';
import { AccountDialog } from './account-dialog';
import { newPasswordRules, roleOptions, useRoles } from './staff-form-parts';
import { invalidateStaff } from './staff-queries';
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
        <Form.Item name="password" label={t('staff.reset.password')} rules={newPasswordRules(t, row.userName)}>
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

type ConfirmKind = 'disable' | 'enable' | 'remove' | 'resetTotp' | 'signOut' | 'signOutMany';

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
      case 'resetTotp':
        await resetTotp(row.id);
        return t('staff.done.resetTotp', { name });
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
      : t(`staff.confirm.${k}Body`, { name });
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
