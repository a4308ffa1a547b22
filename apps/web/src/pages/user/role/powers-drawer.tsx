import { useState } from 'react';
import { Alert, Button, Drawer, Modal, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { PowersEditor } from './powers-editor';
import { roleQueries } from './role-queries';

/**
 * A role's powers (loaded when first opened): the menu catalogue as a checkable tree of
 * directories, pages and buttons, a switch per page between active and "on request" (the page
 * stays in the menu, dimmed, with the frame's request flow), a search, expand and collapse all.
 * Saving sends the role's version; when someone else saved meanwhile the server refuses and the
 * drawer offers to reload. Read-only, with a line saying why, for the administrator role, one's
 * own role, and without the mark to assign powers.
 */
export default function PowersDrawer({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const powers = useQuery(roleQueries.powers(user, role.id));
  const name = pickLang(i18n.language, role.name, role.name_en);
  const [dirty, setDirty] = useState(false);
  const [modal, modalHolder] = Modal.useModal();

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('roles.powers.discardTitle'),
      content: t('roles.powers.discardText'),
      okText: t('roles.powers.discard'),
      okButtonProps: { danger: true },
      cancelText: t('roles.powers.keepEditing'),
      onOk: onClose,
    });
  };

  return (
    <Drawer
      open
      onClose={close}
      size={mobile ? '100%' : 680}
      title={t('roles.powers.title', { name })}
      data-testid="powers-drawer"
      className="powers-drawer"
      destroyOnHidden
    >
      {modalHolder}
      {powers.isPending && <Skeleton active paragraph={{ rows: 12 }} />}
      {powers.isError && !powers.data && !isSessionEnded(powers.error) && (
        <Alert
          type="error"
          showIcon
          title={t('roles.powers.failed', { msg: powers.error.message })}
          action={
            <Button size="small" onClick={() => void powers.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {powers.data && (
        <PowersEditor
          // A reload (or a save) starts the editor afresh from what the server holds.
          key={`${powers.data.role.version}:${powers.dataUpdatedAt}`}
          data={powers.data}
          reloading={powers.isFetching}
          onReload={() => void powers.refetch()}
          onDirty={setDirty}
          onClose={close}
        />
      )}
    </Drawer>
  );
}
