import { LogoutOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@bo/contract';
import type { Opens } from '../../../components/list-page/row-actions';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';
import type { StaffDialogKind } from './staff-rules';

/** The staff list's buttons: sign out the picked accounts (staff:signout), add an account (staff:edit). */
export function StaffToolbar({
  picked,
  canEdit,
  canSignOut,
  open,
  dialogs,
}: {
  /** The picked accounts of the page shown. */
  picked: StaffRow[];
  canEdit: boolean;
  canSignOut: boolean;
  open: (kind: StaffDialogKind, rows: StaffRow[]) => void;
  dialogs: Opens;
}) {
  const { t } = useTranslation();
  return (
    <>
      {canSignOut && picked.length > 0 && (
        <ToolbarButton
          keepLabel
          icon={<LogoutOutlined />}
          label={t('staff.signOutMany', { count: picked.length })}
          onClick={() => open('signOutMany', picked)}
          opens={dialogs}
          testId="staff-sign-out-many"
        />
      )}
      {canEdit && (
        <ToolbarButton
          primary
          icon={<PlusOutlined />}
          label={t('staff.add')}
          onClick={() => open('add', [])}
          opens={dialogs}
          testId="staff-add"
        />
      )}
    </>
  );
}
