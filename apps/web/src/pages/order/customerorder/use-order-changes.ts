import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, UserInfo } from '@bo/contract';
import { addOrderNote, changeOrderState } from '../../../api/orders';
import { showError, showSuccess } from '../../../lib/feedback';
import { orderKeys, invalidateAfterOrderChange } from '../order-queries';
import type { ActionInput } from './order-actions';

/**
 * The changes the order drawer sends. Each carries the version the user saw; a refusal shows the
 * server's message and reloads the order (`reload`), so the user sees what changed meanwhile.
 */
export function useOrderChanges(user: UserInfo, id: number, order: OrderDetail | undefined, reload: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const changed = (next: OrderDetail, message: string) => {
    client.setQueryData(orderKeys.detail(user, id), next);
    invalidateAfterOrderChange(client, user);
    showSuccess(message);
  };
  const refused = (e: unknown) => {
    showError(e instanceof Error ? e.message : String(e));
    reload();
  };

  const act = async ({ action, reason, tracking }: ActionInput): Promise<boolean> => {
    if (!order) return false;
    setBusy(true);
    try {
      changed(
        await changeOrderState({ id, action, version: order.version, reason, tracking }),
        t('orders.action.done', { action: t(`orders.action.${action}`) }),
      );
      return true;
    } catch (e) {
      refused(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Resolves true once the note is saved, so the box can be emptied. */
  const addNote = async (text: string): Promise<boolean> => {
    setBusy(true);
    try {
      changed(await addOrderNote(id, text), t('orders.notes.added'));
      return true;
    } catch (e) {
      refused(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, changed, act, addNote };
}
