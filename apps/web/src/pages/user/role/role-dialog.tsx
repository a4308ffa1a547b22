import { Alert, Form, Input, Modal, Radio, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATA_SCOPES, ROLE_CODE_MAX, ROLE_NAME_MAX, type RoleRow } from '@bo/contract';
import { changeRole, removeRole } from '../../../api/roles';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateRoles } from './role-queries';
import { roleCodeRules, roleTextRules } from './role-form-rules';
import type { RoleDialogKind } from './role-rules';
import { useRoleSave, type RoleValues } from './use-role-save';

/**
 * The roles page's dialogs (loaded when first opened): add, edit (names) and copy a role (a form),
 * remove or disable one (a confirmation). A refusal of the server stays in the dialog, in its
 * words (a code taken, accounts still holding the role, named); nothing is changed then.
 */
export default function RoleDialog({
  kind,
  role,
  onClose,
}: {
  kind: RoleDialogKind;
  role: RoleRow | null;
  onClose: () => void;
}) {
  if (kind === 'remove' || kind === 'disable') return <ConfirmDialog kind={kind} role={role!} onClose={onClose} />;
  if (kind === 'totp') return <TotpDialog role={role!} onClose={onClose} />;
  return <FormDialog kind={kind} role={role} onClose={onClose} />;
}

function FormDialog({
  kind,
  role,
  onClose,
}: {
  kind: 'add' | 'edit' | 'copy';
  role: RoleRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  const { saving, refusal, save } = useRoleSave(kind, role, form, onClose);
  const roleName = role ? pickLang(i18n.language, role.name, role.name_en) : '';

  const title =
    kind === 'add'
      ? t('roles.form.addTitle')
      : kind === 'copy'
        ? t('roles.form.copyTitle', { name: roleName })
        : t('roles.form.editTitle', { code: role!.code });
  const initial: RoleValues =
    kind === 'edit'
      ? { name: role!.name, name_en: role!.name_en, dataScope: role!.dataScope, requireTotp: role!.requireTotp }
      : { code: '', name: '', name_en: '', dataScope: 'all', requireTotp: false };

  return (
    <Modal
      open
      title={title}
      okText={kind === 'edit' ? t('roles.form.save') : t('roles.form.add')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'role-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="role-dialog"
    >
      <p className="bo-muted">
        {kind === 'copy'
          ? t('roles.form.copyHelp', { name: roleName })
          : kind === 'add'
            ? t('roles.form.addHelp')
            : null}
      </p>
      {refusal && <Alert type="error" showIcon title={refusal} className="role-refusal" data-testid="role-refused" />}
      <Form<RoleValues>
        form={form}
        name="role"
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void save(v)}
      >
        {kind !== 'edit' && (
          <Form.Item name="code" label={t('roles.form.code')} extra={t('roles.form.codeHelp')} rules={roleCodeRules(t)}>
            <Input autoComplete="off" autoFocus count={{ show: true, max: ROLE_CODE_MAX }} className="bo-code" />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('roles.form.name')}
          rules={roleTextRules(t, t('roles.form.name'), ROLE_NAME_MAX)}
        >
          <Input autoComplete="off" autoFocus={kind === 'edit'} count={{ show: true, max: ROLE_NAME_MAX }} />
        </Form.Item>
        <Form.Item
          name="name_en"
          label={t('roles.form.nameEn')}
          rules={roleTextRules(t, t('roles.form.nameEn'), ROLE_NAME_MAX)}
        >
          <Input autoComplete="off" count={{ show: true, max: ROLE_NAME_MAX }} />
        </Form.Item>
        {kind !== 'copy' && (
          <Form.Item name="dataScope" label={t('roles.form.dataScope')} extra={t('roles.form.dataScopeHelp')}>
            <Radio.Group
              data-testid="role-data-scope"
              options={DATA_SCOPES.map((s) => ({ value: s, label: t(`roles.dataScope.${s}`) }))}
            />
          </Form.Item>
        )}
        {kind !== 'copy' && <RequireTotpItem />}
      </Form>
    </Modal>
  );
}

/** The "requires two-factor sign-in" switch of a role's form. */
function RequireTotpItem({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="requireTotp"
      label={t('roles.form.requireTotp')}
      extra={t('roles.form.requireTotpHelp')}
      valuePropName="checked"
    >
      <Switch autoFocus={autoFocus} data-testid="role-require-totp" />
    </Form.Item>
  );
}

/**
 * Two-factor sign-in of the administrator role or of one's own (nothing else of them changes
 * here): the switch alone, with why, and a warning when switching it on for one's own role. The
 * server allows it when it is the only change; switching it off takes a two-factor session.
 */
function TotpDialog({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const mine = useUserStore((s) => s.info)!.roles;
  const [form] = Form.useForm<RoleValues>();
  const { saving, refusal, save } = useRoleSave('edit', role, form, onClose, true);
  const requireTotp = Form.useWatch('requireTotp', form) ?? role.requireTotp;
  const own = role.code === mine;

  return (
    <Modal
      open
      title={t('roles.form.totpTitle', { name: pickLang(i18n.language, role.name, role.name_en) })}
      okText={t('roles.form.save')}
      cancelText={t('common.cancel')}
      // Nothing to save until it is switched.
      okButtonProps={{ loading: saving, disabled: requireTotp === role.requireTotp, 'data-testid': 'role-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="role-dialog"
    >
      <p className="bo-muted">{t(role.builtin ? 'roles.form.onlyTotpBuiltin' : 'roles.form.onlyTotpOwn')}</p>
      {refusal && <Alert type="error" showIcon title={refusal} className="role-refusal" data-testid="role-refused" />}
      <Form<RoleValues>
        form={form}
        name="role-totp"
        layout="vertical"
        initialValues={{ requireTotp: role.requireTotp }}
        // The names stay as they are (not sent: changeRoleBody with totpOnly).
        onFinish={(v) => void save({ ...v, name: role.name, name_en: role.name_en })}
      >
        <RequireTotpItem autoFocus />
      </Form>
      {own && requireTotp && !role.requireTotp && (
        <Alert type="warning" showIcon title={t('roles.form.ownTotpWarn')} data-testid="role-own-totp-warning" />
      )}
    </Modal>
  );
}

function ConfirmDialog({ kind, role, onClose }: { kind: 'remove' | 'disable'; role: RoleRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit();
  const name = pickLang(i18n.language, role.name, role.name_en);

  const confirm = async () => {
    const done = await run(async () => {
      if (kind === 'remove') {
        await removeRole(role.id);
        showSuccess(t('roles.done.removed', { code: role.code }));
      } else {
        await changeRole({ roleId: role.id, status: 0 });
        showSuccess(t('roles.done.disabled', { code: role.code }));
      }
      void invalidateRoles(client, user);
      onClose();
    });
    // Refused, for whatever reason: the list may be out of date (someone gave the role to an account meanwhile), read it again.
    if (!done) void invalidateRoles(client, user);
  };

  const text =
    kind === 'remove'
      ? t('roles.confirm.removeText')
      : role.users > 0
        ? t('roles.confirm.disableText', { count: role.users })
        : t('roles.confirm.disableTextNone');
  return (
    <Modal
      open
      title={t(kind === 'remove' ? 'roles.confirm.removeTitle' : 'roles.confirm.disableTitle', { name })}
      okText={t(kind === 'remove' ? 'roles.action.remove' : 'roles.action.disable')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'role-confirm' }}
      cancelText={refusal ? t('common.close') : t('common.cancel')}
      // Refused: nothing more to confirm, only to close.
      footer={refusal ? (_buttons, { CancelBtn }) => <CancelBtn /> : undefined}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="role-confirm-dialog"
    >
      {refusal ? (
        <Alert
          type="error"
          showIcon
          title={t(kind === 'remove' ? 'roles.confirm.removeRefused' : 'roles.confirm.disableRefused')}
          description={refusal}
          className="role-refusal"
          data-testid="role-refused"
        />
      ) : (
        <p>{text}</p>
      )}
    </Modal>
  );
}
