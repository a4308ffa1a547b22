import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuRow } from '@bo/contract';
import type { MenuDialogState } from './menu-dialogs';
import type { MenuFormValues } from './menu-form';
import { MenuFormFields } from './menu-form-fields';
import { MenuFormOptions } from './menu-form-options';
import { useMenuForm } from './use-menu-form';

/** Add a row (at the top or under a parent) or edit one: a form checked by the contract's rules. */
export function MenuFormDialog({
  state,
  all,
  onClose,
}: {
  state: Extract<MenuDialogState, { kind: 'add' | 'edit' }>;
  all: MenuRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useMenuForm(state, all, onClose);
  const { row, parent, name } = f;
  const title = row
    ? t('menus.menu.dialog.editTitle', { name: name(row) })
    : parent
      ? t('menus.menu.dialog.addUnder', { name: name(parent) })
      : t('menus.menu.dialog.addTitle');
  return (
    <Modal
      open
      title={<span data-user-content="">{title}</span>}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: f.saving, 'data-testid': 'menu-save' }}
      onOk={() => f.form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      data-testid="menu-dialog"
    >
      {f.builtin && <p className="menu-form-note bo-muted">{t('menus.menu.dialog.builtinNote')}</p>}
      {f.refusal && (
        <Alert type="error" showIcon title={f.refusal} className="menu-form-note" data-testid="menu-refused" />
      )}
      <Form<MenuFormValues>
        form={f.form}
        name="menu-row"
        layout="vertical"
        initialValues={f.initial}
        onFinish={(v) => void f.save(v)}
      >
        <MenuFormFields f={f} all={all} />
        <MenuFormOptions f={f} />
      </Form>
    </Modal>
  );
}
