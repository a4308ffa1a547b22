import { useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientListRow } from '@bo/contract';
import { RefusalAlert } from '../../../../components/submit/refusal-alert';
import { useSubmit } from '../../../../components/submit/use-submit';
import { showSuccess } from '../../../../lib/feedback';
import { useUserStore } from '../../../../stores/user';
import { listClientSalespeople, setClientSalesperson } from './client-api';
import { invalidateClients, useLatestClient } from './client-rules';

/** The Select's value for "nobody" (antd's Select keeps null as no choice). */
const NOBODY = 0;

/**
 * Gives a client to a salesperson, or to nobody (issue 37 #1): accounts that see their own clients
 * only see the clients given to them. Loaded when first opened. The choices are the branch's
 * enabled staff accounts, searchable by name; a refusal stays in the dialog, and a 409 (the client
 * changed meanwhile) reads the list again so trying again acts on what the user now sees.
 */
export default function SalespersonDialog({ initial, onClose }: { initial: ClientListRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const row = useLatestClient(user, initial);
  const people = useQuery({
    queryKey: ['client-salespeople', user.gscode],
    queryFn: listClientSalespeople,
    staleTime: 0,
  });
  const [picked, setPicked] = useState<number>(row.salesperson?.id ?? NOBODY);
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateClients(client, user) });
  const name = `${row.guestname} · ${row.guestcode}`;

  const save = () =>
    run(async () => {
      const saved = await setClientSalesperson(row.id, row.version, picked === NOBODY ? null : picked);
      void invalidateClients(client, user);
      showSuccess(
        saved.salesperson
          ? t('accounts.clients.done.assigned', { name, who: saved.salesperson.name })
          : t('accounts.clients.done.unassigned', { name }),
      );
      onClose();
    });

  const options = [
    { value: NOBODY, label: t('accounts.clients.assign.nobody') },
    ...(people.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  return (
    <Modal
      open
      title={t('accounts.clients.assign.title')}
      okText={t('accounts.clients.assign.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: !people.data, 'data-testid': 'client-salesperson-save' }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      width={440}
      data-testid="client-salesperson-dialog"
    >
      {/* The client's name is the client's data (the e2e language check leaves it alone); a long one wraps here. */}
      <p className="acc-names" data-user-content="" data-testid="client-salesperson-client">
        {name}
      </p>
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      {people.isError && <Alert type="error" showIcon title={people.error.message} />}
      <Form layout="vertical">
        <Form.Item label={t('accounts.clients.assign.label')} extra={t('accounts.clients.assign.help')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={people.isPending}
            value={picked}
            onChange={setPicked}
            options={options}
            data-testid="client-salesperson-select"
            aria-label={t('accounts.clients.assign.label')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
