import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, UserInfo } from '@bo/contract';
import { addOrderNote, changeOrderState } from '../../../api/orders';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { orderKeys, invalidateAfterOrderChange } from '../order-queries';
import type { ActionInput } from './order-actions';

/**
 * The changes the order drawer sends. Each carries the version the user saw; a refusal shows the
 * server's message and reloads the order (`reload`), so the user sees what changed meanwhile.
 */
export function useOrderChanges(user: UserInfo, id: number, order: OrderDetail | undefined, reload: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { busy, run } = useSubmit({ show: 'message' });

  const changed = (next: OrderDetail, message: string) => {
    client.setQueryData(orderKeys.detail(user, id), next);
    invalidateAfterOrderChange(client, user);
    showSuccess(message);
  };
  /** Resolves whether the change was saved; refused, the order is read again. */
  const send = async (work: () => Promise<unknown>) => {
    const done = await run(work);
    if (!done) reload();
    return done;
  };

  const act = async ({ action, reason, tracking }: ActionInput): Promise<boolean> => {
    if (!order) return false;
    const { version } = order;
    return send(async () =>
      changed(
        await changeOrderState({ id, action, version, reason, tracking }),
        t('orders.action.done', { action: t(`orders.action.${action}`) }),
      ),
    );
  };

  /** Resolves true once the note is saved, so the box can be emptied. */
  const addNote = (text: string) => send(async () => changed(await addOrderNote(id, text), t('orders.notes.added')));

  return { busy, changed, act, addNote };
}
