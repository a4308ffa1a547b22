import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@bo/contract';
import type { StaffDialogKind } from './staff-rules';

interface Props {
  row: StaffRow;
  canEdit: boolean;
  canSignOut: boolean;
  onAction: (kind: StaffDialogKind, row: StaffRow) => void;
}

/** The page's actions on this account, each opening the page's dialog. */
export function AccountButtons({ row, canEdit, canSignOut, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <div className="staff-drawer-buttons">
      {canEdit && <Button onClick={() => onAction('edit', row)}>{t('staff.action.edit')}</Button>}
      {canEdit && <Button onClick={() => onAction('role', row)}>{t('staff.action.role')}</Button>}
      {canEdit && <Button onClick={() => onAction('reset', row)}>{t('staff.action.reset')}</Button>}
      {canEdit && row.totpEnabled && (
        <Button danger onClick={() => onAction('resetTotp', row)} data-testid="staff-drawer-reset-totp">
          {t('staff.action.resetTotp')}
        </Button>
      )}
      {canEdit && row.status === 1 && (
        <Button danger onClick={() => onAction('disable', row)}>
          {t('staff.action.disable')}
        </Button>
      )}
      {canEdit && row.status !== 1 && (
        <Button onClick={() => onAction('enable', row)}>{t('staff.action.enable')}</Button>
      )}
      {canSignOut && <Button onClick={() => onAction('signOut', row)}>{t('staff.action.signOut')}</Button>}
      {canEdit && (
        <Button danger onClick={() => onAction('remove', row)}>
          {t('staff.action.remove')}
        </Button>
      )}
    </div>
  );
}
