import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportProgress, ReloadResult } from '@bo/contract';
import { ExportFailure } from '../../../../api/read-export';
import { formatCount } from '../../../../components/number-format';
import { useUserStore } from '../../../../stores/user';
import { reloadFollowers, reloadProfiles } from './follower-api';
import { invalidateFollowers } from './follower-rules';

type Reload =
  | { state: 'running'; progress: ExportProgress | null }
  | { state: 'done'; progress: ExportProgress | null; result: ReloadResult }
  | { state: 'failed'; progress: ExportProgress | null; message: string };

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
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [run, setRun] = useState<Reload>({ state: 'running', progress: null });
  const alive = useRef(true);
  const started = useRef(false);

  const start = async () => {
    let progress: ExportProgress | null = null;
    setRun({ state: 'running', progress });
    const onProgress = (p: ExportProgress) => {
      progress = p;
      if (alive.current) setRun({ state: 'running', progress: p });
    };
    try {
      const result = await (kind === 'followers' ? reloadFollowers(onProgress) : reloadProfiles(onProgress));
      if (alive.current) setRun({ state: 'done', progress, result });
    } catch (e) {
      const f = e instanceof ExportFailure ? e : new ExportFailure('network');
      const message =
        f.kind === 'server' || f.kind === 'cancelled' ? f.message : t(`accounts.followers.reload.${f.kind}`);
      if (alive.current) setRun({ state: 'failed', progress, message });
    } finally {
      void invalidateFollowers(client, user);
    }
  };
  useEffect(() => {
    alive.current = true;
    // Once per opening (the development double effect must not call WeChat twice).
    if (!started.current) {
      started.current = true;
      void start();
    }
    return () => {
      alive.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the reload starts once, when the dialog mounts
  }, []);

  const resultText = (r: ReloadResult) =>
    kind === 'followers'
      ? t('accounts.followers.reload.followersDone', { count: r.followers, added: r.added, left: r.left })
      : [
          t('accounts.followers.reload.profilesDone', { count: r.followers }),
          r.left ? t('accounts.followers.reload.profilesLeft', { count: r.left }) : null,
        ]
          .filter(Boolean)
          .join(t('accounts.followers.reload.join'));

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
          <Alert type="success" showIcon title={resultText(run.result)} data-testid="follower-reload-result" />
        )}
        {run.state === 'failed' && (
          <Alert type="error" showIcon title={run.message} data-testid="follower-reload-error" />
        )}
      </div>
    </Modal>
  );
}
