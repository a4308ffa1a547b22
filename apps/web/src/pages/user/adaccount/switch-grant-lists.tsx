import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@bo/contract';
import { GrantForm } from './grant-form';
import { RevokeGrantButton } from './revoke-grant-button';
import type { SwitchGrants } from './use-switch-grants';

interface Props {
  row: StaffRow;
  /** The signed-in user's branch. */
  gscode: string;
  canEdit: boolean;
  grants: SwitchGrants;
}

/**
 * The account's switch grants both ways: who may switch into it (this branch's to grant and
 * revoke), and whom it may switch to (revocable only where this branch granted it).
 */
export function SwitchGrantLists({ row, gscode, canEdit, grants }: Props) {
  const { t } = useTranslation();
  const revoke = (grantId: number, who: string, into: string) => (
    <RevokeGrantButton who={who} into={into} busy={grants.busy} onRevoke={() => grants.revoke(grantId, who)} />
  );
  return (
    <>
      <h3 className="staff-section-title">{t('staff.drawer.switchFrom')}</h3>
      <p className="staff-section-help">{t('staff.drawer.switchFromHelp')}</p>
      {row.switchFrom.length === 0 ? (
        <p className="bo-muted">{t('staff.none')}</p>
      ) : (
        <ul className="staff-grants" data-testid="staff-switch-from">
          {row.switchFrom.map((g) => {
            const who = `${g.gscode}/${g.userName}`;
            return (
              <li key={g.grantId}>
                <span className="staff-grant-who">
                  <span className="staff-names">{who}</span>
                </span>
                {canEdit && revoke(g.grantId, who, row.userName)}
              </li>
            );
          })}
        </ul>
      )}
      {canEdit && <GrantForm grants={grants} gscode={gscode} />}

      <h3 className="staff-section-title">{t('staff.drawer.switchTo')}</h3>
      <p className="staff-section-help">{t('staff.drawer.switchToHelp')}</p>
      {row.switchTo.length === 0 ? (
        <p className="bo-muted">{t('staff.none')}</p>
      ) : (
        <ul className="staff-grants" data-testid="staff-switch-to">
          {row.switchTo.map((g) => (
            <li key={g.grantId}>
              <span className="staff-grant-who">
                <span className="staff-names">{`${g.gscode}/${g.userName}`}</span>
                <span className="bo-muted">
                  {g.revocable
                    ? t('staff.drawer.grantedHere')
                    : t('staff.drawer.grantedElsewhere', { gscode: g.gscode })}
                </span>
              </span>
              {canEdit && g.revocable && revoke(g.grantId, `${gscode}/${row.userName}`, g.userName)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
