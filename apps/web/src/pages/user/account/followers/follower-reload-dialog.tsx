import { Alert, Button, Modal, Progress } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReloadResult } from '@bo/contract';
import { formatCount } from '../../../../components/number-format';
import { useFollowerReload } from './use-follower-reload';

/** What the reload found: followers listed (added, gone), or profiles read (and how many are left). */
function reloadResultText(t: TFunction, kind: 'followers' | 'profiles', r: ReloadResult) {
  return kind === 'followers'
    ? t('accounts.followers.reload.followersDone', { count: r.followers, added: r.added, left: r.left })
    : [
        t('accounts.followers.reload.profilesDone', { count: r.followers }),
        r.left ? t('accounts.followers.reload.profilesLeft', { count: r.left }) : null,
      ]
        .filter(Boolean)
        .join(t('accounts.followers.reload.join'));
}

/**
 * A reload from WeChat (issue 12 #3): starts when the dialog opens and shows how far WeChat has
 * been read, from the progress frames the server streams (ReloadSubscribe: followers listed of
 * the total WeChat reports; ReloadWxuser: profiles read of the followers to read), as a bar and
 * "312 / 1,200"; until the first frame (the list's first page) the bar is indeterminate. Then
 * what it found, or the server's message (a failure changed nothing), and the list is read again.
 * Closing the dialog early does not stop the reload on the server; the answer is still read to
 * its end and the list read again then.
 */
export default function FollowerReloadDialog({
  kind,
  onClose,
}: {
  kind: 'followers' | 'profiles';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { run, start } = useFollowerReload(kind);

  const p = run.progress;
  const running = run.state === 'running';
  const label = t(`accounts.followers.reload.${kind}Running`);

  return (
    <Modal
      open
      title={t(`accounts.followers.reload.${kind}Title`)}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={440}
      data-testid="follower-reload-dialog"
      footer={[
        run.state === 'failed' ? (
          <Button key="again" onClick={() => void start()} data-testid="follower-reload-again">
            {t('accounts.followers.reload.again')}
          </Button>
        ) : null,
        <Button
          key="close"
          type={running ? 'default' : 'primary'}
          onClick={onClose}
          data-testid="follower-reload-close"
        >
          {t('accounts.followers.reload.close')}
        </Button>,
      ]}
    >
      {p ? (
        <div data-testid="follower-reload-progress">
          <Progress
            percent={p.total > 0 ? Math.floor((Math.min(p.done, p.total) * 100) / p.total) : 100}
            status={running ? 'active' : run.state === 'failed' ? 'exception' : 'success'}
            showInfo={false}
            aria-label={label}
          />
          <p className="fw-reload-text" data-testid="follower-reload-count">
            {t(`accounts.followers.reload.${kind}Progress`, { n: `${formatCount(p.done)} / ${formatCount(p.total)}` })}
          </p>
        </div>
      ) : (
        running && (
          <div className="fw-progress" role="progressbar" aria-label={label} aria-busy="true">
            <span />
          </div>
        )
      )}
      {running && (
        <div data-testid="follower-reload-running">
          <p className="fw-reload-text">{label}</p>
          <p className="fw-reload-text bo-muted">{t('accounts.followers.reload.closeNote')}</p>
        </div>
      )}
      <div role="status" aria-live="polite">
        {run.state === 'done' && (
          <Alert
            type="success"
            showIcon
            title={reloadResultText(t, kind, run.result)}
            data-testid="follower-reload-result"
          />
        )}
        {run.state === 'failed' && (
          <Alert type="error" showIcon title={run.message} data-testid="follower-reload-error" />
        )}
      </div>
    </Modal>
  );
}
