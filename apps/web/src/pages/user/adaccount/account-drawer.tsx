import { useRef } from 'react';
import { Alert, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { AccountButtons } from './account-buttons';
import { AccountDetails } from './account-details';
import { useLatestStaffList } from './staff-queries';
import { STAFF_ROUTE, type StaffDialogKind } from './staff-rules';
import { SwitchGrantLists } from './switch-grant-lists';
import { useSwitchGrants } from './use-switch-grants';

interface Props {
  id: number;
  /** The row as the list showed it, until the drawer's own read is in. */
  initial: StaffRow;
  onClose: () => void;
  /** A button of the drawer opens the page's dialog for this account. */
  onAction: (kind: StaffDialogKind, row: StaffRow) => void;
}

/**
 * One account: its details, the page's actions, and its switch grants both ways
 * (docs/decisions/0011-switch-account-by-grant.md). "Accounts that may switch into this one" are
 * this branch's to grant and revoke (a grant hands out this account), by branch code and account
 * name; "this account may switch to" shows grants into other accounts, revocable here only when the
 * target is this branch's, read-only where another branch granted it.
 */
export default function AccountDrawer({ id, initial, onClose, onAction }: Props) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const canEdit = useAllow(STAFF_ROUTE, 'staff:edit');
  const canSignOut = useAllow(STAFF_ROUTE, 'staff:signout');
  // The account as the list's newest answer has it (read again after every change), else as it was opened.
  const latest = useLatestStaffList(user);
  const seen = useRef(initial);
  const found = latest?.list.find((r) => r.id === id);
  if (found) seen.current = found;
  const row: StaffRow | null = seen.current;
  const grants = useSwitchGrants(user, row);
  const own = id === user.ID;

  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 560}
      title={t('staff.drawer.title', { name: initial.userName })}
      data-testid="staff-drawer"
      className="staff-drawer"
    >
      {row === null ? (
        <Alert type="warning" showIcon title={t('staff.empty')} />
      ) : (
        <div aria-busy={grants.busy || undefined}>
          <AccountDetails row={row} />
          {!own && (canEdit || canSignOut) && (
            <AccountButtons row={row} canEdit={canEdit} canSignOut={canSignOut} onAction={onAction} />
          )}

          <RefusalAlert text={grants.refusal} testId="staff-drawer-error" />

          <SwitchGrantLists row={row} gscode={user.gscode} canEdit={canEdit} grants={grants} />
        </div>
      )}
    </Drawer>
  );
}
