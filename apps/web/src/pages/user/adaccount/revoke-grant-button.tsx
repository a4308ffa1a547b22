import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The account that may switch, as branch/account. */
  who: string;
  /** The account it may switch into. */
  into: string;
  busy: boolean;
  onRevoke: () => unknown;
}

/** Revokes a switch grant, once confirmed. */
export function RevokeGrantButton({ who, into, busy, onRevoke }: Props) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('staff.drawer.revokeTitle', { who, name: into })}
      description={t('staff.drawer.revokeBody')}
      okText={t('staff.drawer.revoke')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onRevoke}
    >
      <Button
        size="small"
        type="link"
        danger
        disabled={busy}
        aria-label={t('staff.drawer.revokeOf', { who })}
        data-testid="staff-revoke"
      >
        {t('staff.drawer.revoke')}
      </Button>
    </Popconfirm>
  );
}
