import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { branchTime } from '../branch-time';
import type { Refusal } from './use-versioned-save';

/**
 * The notes around a settings form. `section` is both its strings' section and its test ids'
 * prefix ("system-settings"); `cls` the prefix of its class names ("bo-settings").
 */
interface Named {
  section: string;
  cls: string;
}

/** Shown to a user who may read the settings but not change them. */
export function ReadOnlyNote({ section, cls }: Named) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t(`${section}.readOnly`)}
      className={`${cls}-alert`}
      data-testid={`${section}-readonly`}
    />
  );
}

/** Why the save was refused; when someone else saved meanwhile, a button to read their values. */
export function RefusalBanner({ section, cls, refusal, reload }: Named & { refusal: Refusal; reload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={refusal.text}
      role="alert"
      className={`${cls}-alert`}
      data-testid={`${section}-refused`}
      action={
        refusal.stale ? (
          <Button size="small" onClick={reload} data-testid={`${section}-reload`}>
            {t(`${section}.reload`)}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Who saved the settings last, and when (branch time); or that nobody has yet. */
export function SavedBy({
  section,
  cls,
  updatedAt,
  updatedBy,
}: Named & { updatedAt: string | null; updatedBy: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" className={`${cls}-saved`} data-testid={`${section}-saved-by`}>
      {updatedAt ? (
        <>
          {t(`${section}.lastSavedBy`)} <span data-user-content>{updatedBy}</span> ·{' '}
          {branchTime(updatedAt, 'YYYY-MM-DD HH:mm')}
        </>
      ) : (
        t(`${section}.neverSaved`)
      )}
    </Typography.Text>
  );
}
