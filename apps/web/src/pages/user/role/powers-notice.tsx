import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PowerLock } from '@bo/contract';
import type { PowersProblem } from './use-powers-editor';

const LOCK_TEXT: Record<PowerLock, string> = {
  builtin: 'roles.powers.lockedBuiltin',
  own: 'roles.powers.lockedOwn',
  mark: 'roles.powers.lockedMark',
};

interface Props {
  locked: PowerLock | null;
  problem: PowersProblem | null;
  reloading: boolean;
  onReload: () => void;
}

/** The editor's first lines: why it is read-only (or how to use it), and a failed save with, if stale, a reload. */
export function PowersNotice({ locked, problem, reloading, onReload }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {locked !== null ? (
        <Alert type="info" showIcon title={t(LOCK_TEXT[locked])} className="pw-line" data-testid="powers-locked" />
      ) : (
        <p className="bo-muted pw-line">{t('roles.powers.help')}</p>
      )}
      {problem && (
        <Alert
          type={problem.stale ? 'warning' : 'error'}
          showIcon
          title={problem.text}
          className="pw-line"
          data-testid={problem.stale ? 'powers-stale' : 'powers-refused'}
          action={
            problem.stale ? (
              <Button size="small" onClick={onReload} loading={reloading} data-testid="powers-reload">
                {t('roles.powers.reload')}
              </Button>
            ) : undefined
          }
        />
      )}
    </>
  );
}
