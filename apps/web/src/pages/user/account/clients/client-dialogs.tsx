import { Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientListRow } from '@bo/contract';
import { RefusalAlert } from '../../../../components/submit/refusal-alert';
import { useSubmit } from '../../../../components/submit/use-submit';
import { showSuccess } from '../../../../lib/feedback';
import { useUserStore } from '../../../../stores/user';
import { setClientStatus } from './client-api';
import { invalidateClients, type ClientDialogKind, useLatestClient } from './client-rules';

/**
 * The confirmation of the clients tab (disable or enable a client), loaded when first opened. A
 * refusal shows inside the dialog, which stays open; a 409 (the client changed meanwhile) also
 * reads the list again, so trying again acts on what the user now sees.
 */
export default function ClientDialogs({
  kind,
  initial,
  onClose,
}: {
  kind: ClientDialogKind;
  initial: ClientListRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const row = useLatestClient(user, initial);
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateClients(client, user) });
  const name = `${row.guestname} · ${row.guestcode}`;

  const confirm = () =>
    run(async () => {
      await setClientStatus(row.id, row.version, kind === 'enable' ? 1 : 0);
      void invalidateClients(client, user);
      showSuccess(t(`accounts.clients.done.${kind === 'enable' ? 'enabled' : 'disabled'}`, { name }));
      onClose();
    });

  return (
    <Modal
      open
      // The client's name is the client's data (the e2e language check leaves it alone).
      title={
        <span className="acc-names" data-user-content="">
          {t(`accounts.clients.confirm.${kind}Title`, { name })}
        </span>
      }
      okText={t(`accounts.clients.action.${kind}`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: kind === 'disable', 'data-testid': 'client-confirm-ok' }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      width={440}
      data-testid="client-confirm-dialog"
    >
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      <p className="acc-names">{t(`accounts.clients.confirm.${kind}Body`)}</p>
    </Modal>
  );
}
