import { Form, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FollowerRow } from '@bo/contract';
import { RefusalAlert } from '../../../../components/submit/refusal-alert';
import { useSubmit } from '../../../../components/submit/use-submit';
import { showSuccess } from '../../../../lib/feedback';
import { useUserStore } from '../../../../stores/user';
import { ClientSelect } from '../../../order/client-select';
import { bindFollower, unbindFollower } from './follower-api';
import { followerName, invalidateFollowers, type OpenFollowerDialog, useLatestFollower } from './follower-rules';

const clientText = (c: { guestname: string; guestcode: string }) => `${c.guestname} · ${c.guestcode}`;

const MARK = '\u2063';
/**
 * A sentence naming a follower or client: the translated words with the name itself marked as
 * the user's content (a Chinese nickname on the English page is data, not a missing translation).
 */
function named(words: string, value: string) {
  const parts = words.split(MARK);
  return parts.flatMap((p, i) =>
    i === 0
      ? [p]
      : [
          <span key={i} data-user-content="">
            {value}
          </span>,
          p,
        ],
  );
}

/**
 * The dialogs of the followers tab's rows, loaded together when one is first opened: bind to a
 * client and the unbind confirmation. A refusal shows inside the dialog,
 * which stays open; a 409 (the follower changed meanwhile) also reads the list again, so trying
 * again acts on what the user now sees.
 */
export default function FollowerDialogs({ dialog, onClose }: { dialog: OpenFollowerDialog; onClose: () => void }) {
  // The reloads have their own dialog (follower-reload-dialog.tsx); these act on a row.
  if (!dialog.row) return null;
  if (dialog.kind === 'bind') return <BindDialog initial={dialog.row} onClose={onClose} />;
  return <UnbindDialog initial={dialog.row} onClose={onClose} />;
}

function BindDialog({ initial, onClose }: { initial: FollowerRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const row = useLatestFollower(user, initial);
  const [form] = Form.useForm<{ guestcode: string }>();
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateFollowers(client, user) });
  const name = followerName(row);

  const submit = ({ guestcode }: { guestcode: string }) =>
    run(async () => {
      const done = await bindFollower(row.id, row.version, guestcode);
      void invalidateFollowers(client, user);
      showSuccess(
        t('accounts.followers.done.bound', { name, client: done.client ? clientText(done.client) : guestcode }),
      );
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
        {row.client
          ? named(t('accounts.followers.bindDialog.current', { client: MARK }), clientText(row.client))
          : t('accounts.followers.bindDialog.none')}
      </p>
      <Form form={form} name="follower-bind" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="guestcode"
          label={t('accounts.followers.bindDialog.client')}
          rules={[{ required: true, message: t('accounts.followers.bindDialog.required') }]}
        >
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
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateFollowers(client, user) });
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
      <p className="acc-names">
        {named(t('accounts.followers.confirm.unbindBody', { client: MARK }), row.client ? clientText(row.client) : '')}
      </p>
    </Modal>
  );
}
