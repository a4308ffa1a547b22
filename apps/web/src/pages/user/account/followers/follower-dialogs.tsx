import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FollowerRow, ReloadResult } from '@bo/contract';
import { messageOf, RefusalAlert, useDialogSubmit } from '../../../../components/dialog-submit';
import { showSuccess } from '../../../../components/feedback';
import { useUserStore } from '../../../../stores/user';
import { ClientSelect } from '../../../order/client-select';
import type { OpenFollowerDialog } from './followers-tab';
import { bindFollower, reloadFollowers, reloadProfiles, unbindFollower } from './follower-api';
import { useLatestFollower } from './follower-latest';
import { followerName, invalidateFollowers } from './follower-rules';

const clientText = (c: { guestname: string; guestcode: string }) => `${c.guestname} · ${c.guestcode}`;

const MARK = '\u2063';
/**
 * A sentence naming a follower or client: the translated words with the name itself marked as
 * the user's content (a Chinese nickname on the English page is data, not a missing translation).
 */
function named(words: string, value: string) {
  const parts = words.split(MARK);
  return parts.flatMap((p, i) => (i === 0 ? [p] : [<span key={i} data-user-content="">{value}</span>, p]));
}

/**
 * The dialogs of the followers tab, loaded together when one is first opened: bind to a client,
 * the unbind confirmation, and the two reloads from WeChat. A refusal shows inside the dialog,
 * which stays open; a 409 (the follower changed meanwhile) also reads the list again, so trying
 * again acts on what the user now sees.
 */
export default function FollowerDialogs({ dialog, onClose }: { dialog: OpenFollowerDialog; onClose: () => void }) {
  if (dialog.kind === 'reloadFollowers' || dialog.kind === 'reloadProfiles' || !dialog.row) return <ReloadDialog kind={dialog.kind === 'reloadProfiles' ? 'profiles' : 'followers'} onClose={onClose} />;
  if (dialog.kind === 'bind') return <BindDialog initial={dialog.row} onClose={onClose} />;
  return <UnbindDialog initial={dialog.row} onClose={onClose} />;
}

function BindDialog({ initial, onClose }: { initial: FollowerRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const row = useLatestFollower(user, initial);
  const [form] = Form.useForm<{ guestcode: string }>();
  const { busy, refusal, run } = useDialogSubmit({ onStale: () => void invalidateFollowers(client, user) });
  const name = followerName(row);

  const submit = ({ guestcode }: { guestcode: string }) =>
    run(async () => {
      const done = await bindFollower(row.id, row.version, guestcode);
      void invalidateFollowers(client, user);
      showSuccess(t('accounts.followers.done.bound', { name, client: done.client ? clientText(done.client) : guestcode }));
      onClose();
    });

  return (
    <Modal
      open
      title={named(t('accounts.followers.bindDialog.title', { name: MARK }), name)}
      okText={t('accounts.followers.bindDialog.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'follower-bind-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="follower-bind-dialog"
    >
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      <p className="acc-dialog-note" data-testid="follower-bind-current">
        {row.client ? named(t('accounts.followers.bindDialog.current', { client: MARK }), clientText(row.client)) : t('accounts.followers.bindDialog.none')}
      </p>
      <Form form={form} name="follower-bind" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="guestcode" label={t('accounts.followers.bindDialog.client')} rules={[{ required: true, message: t('accounts.followers.bindDialog.required') }]}>
          <ClientSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function UnbindDialog({ initial, onClose }: { initial: FollowerRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const row = useLatestFollower(user, initial);
  const { busy, refusal, run } = useDialogSubmit({ onStale: () => void invalidateFollowers(client, user) });
  const name = followerName(row);

  const confirm = () =>
    run(async () => {
      await unbindFollower(row.id, row.version);
      void invalidateFollowers(client, user);
      showSuccess(t('accounts.followers.done.unbound', { name }));
      onClose();
    });

  return (
    <Modal
      open
      title={named(t('accounts.followers.confirm.unbindTitle', { name: MARK }), name)}
      okText={t('accounts.followers.action.unbind')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: true, 'data-testid': 'follower-confirm-ok' }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      width={440}
      data-testid="follower-confirm-dialog"
    >
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      <p className="acc-names">{named(t('accounts.followers.confirm.unbindBody', { client: MARK }), row.client ? clientText(row.client) : '')}</p>
    </Modal>
  );
}

type Reload = { state: 'running' } | { state: 'done'; result: ReloadResult } | { state: 'failed'; message: string };

/**
 * A reload from WeChat: starts when the dialog opens, shows an indeterminate progress while
 * WeChat is read (the call answers once, at the end), then what it found or the server's
 * message (a failure changed nothing), and reads the list again. Closing the dialog early does
 * not stop the reload on the server; the list is still read again when it ends.
 */
function ReloadDialog({ kind, onClose }: { kind: 'followers' | 'profiles'; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [run, setRun] = useState<Reload>({ state: 'running' });
  const alive = useRef(true);
  const started = useRef(false);

  const start = async () => {
    setRun({ state: 'running' });
    try {
      const result = await (kind === 'followers' ? reloadFollowers() : reloadProfiles());
      if (alive.current) setRun({ state: 'done', result });
    } catch (e) {
      if (alive.current) setRun({ state: 'failed', message: messageOf(e) });
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const resultText = (r: ReloadResult) =>
    kind === 'followers'
      ? t('accounts.followers.reload.followersDone', { count: r.followers, added: r.added, left: r.left })
      : [t('accounts.followers.reload.profilesDone', { count: r.followers }), r.left ? t('accounts.followers.reload.profilesLeft', { count: r.left }) : null].filter(Boolean).join(t('accounts.followers.reload.join'));

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
        <Button key="close" type={run.state === 'running' ? 'default' : 'primary'} onClick={onClose} data-testid="follower-reload-close">
          {t('accounts.followers.reload.close')}
        </Button>,
      ]}
    >
      {run.state === 'running' && (
        <div data-testid="follower-reload-running">
          <div className="fw-progress" role="progressbar" aria-label={t(`accounts.followers.reload.${kind}Running`)} aria-busy="true">
            <span />
          </div>
          <p className="fw-reload-text">{t(`accounts.followers.reload.${kind}Running`)}</p>
          <p className="fw-reload-text bo-muted">{t('accounts.followers.reload.closeNote')}</p>
        </div>
      )}
      <div role="status" aria-live="polite">
        {run.state === 'done' && <Alert type="success" showIcon title={resultText(run.result)} data-testid="follower-reload-result" />}
        {run.state === 'failed' && <Alert type="error" showIcon title={run.message} data-testid="follower-reload-error" />}
      </div>
    </Modal>
  );
}
