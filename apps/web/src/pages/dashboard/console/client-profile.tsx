import { Suspense } from 'react';
import { useOpenedOnce } from '../../../components/use-opened-once';
import { lazyPart } from '../../../lib/lazy-part';

/**
 * The client dialog (antd Form, Input, Select, Descriptions … and the contract's zod rules):
 * loaded when a client is first opened, or hovered. The console's ranking, the clients tab
 * (/user/account) and the carts open it.
 */
export const ClientDialogPart = lazyPart(() => import('./client-dialog').then((m) => ({ default: m.ClientDialog })));

/**
 * A client's profile in the client dialog, open while `client` is set; drawn from its first
 * opening on, so that it closes with its animation.
 */
export function ClientProfile({
  client,
  canEdit,
  onClose,
}: {
  client: { guestcode: string; guestname: string } | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const used = useOpenedOnce(client !== null);
  return used ? (
    <Suspense fallback={null}>
      <ClientDialogPart
        guestcode={client?.guestcode ?? null}
        name={client?.guestname ?? ''}
        canEdit={canEdit}
        onClose={onClose}
      />
    </Suspense>
  ) : null;
}
