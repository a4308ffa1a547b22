import { useState } from 'react';
import { Alert, Button, Drawer, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAllow } from '../../../components/allow';
import { toCents } from '../../../components/number-format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { orderQueries } from '../order-queries';
import { PaymentForm, type PaymentKind } from '../payment-form';
import { ORDERS_ROUTE } from './order-rules';
import { OrderSummary } from './order-summary';
import { OrderButtons } from './order-buttons';
import { OrderTables } from './order-tables';
import { OrderDelivery } from './order-delivery';
import { OrderHistory } from './order-history';
import { OrderNotes } from './order-notes';
import { useOrderChanges } from './use-order-changes';
import './order-drawer.css';

const PAYMENTS_ROUTE = '/order/customerpaylist';

/**
 * One order (issue 10 #3): header, lines, payments, delivery, the history of its states and
 * its notes. Every change sends the version the user saw; a refusal (someone else changed the
 * order meanwhile, a move no longer legal) shows the server's message and reloads the order.
 */
export default function OrderDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const canEdit = useAllow(ORDERS_ROUTE, 'order:edit');
  const canPay = useAllow(PAYMENTS_ROUTE, 'payment:record');
  const detail = useQuery(orderQueries.detail(user, id));
  const order = detail.data;
  const reload = () => void detail.refetch();
  const { busy, changed, act, addNote } = useOrderChanges(user, id, order, reload);
  const [paying, setPaying] = useState<PaymentKind | null>(null);
  const outstanding = order ? toCents(order.amount) - toCents(order.paid) : 0n;

  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 760}
      title={order ? t('orders.detail.title', { orderno: order.orderno }) : t('orders.detail.loading')}
      data-testid="order-drawer"
      className="order-drawer"
    >
      {detail.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {detail.isError && !order && (
        <Alert
          type="error"
          showIcon
          title={t('orders.detail.failed', { msg: detail.error.message })}
          action={
            <Button size="small" onClick={reload}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {order && (
        <div className="order-detail" aria-busy={detail.isFetching || busy || undefined} data-version={order.version}>
          <OrderSummary order={order} outstanding={outstanding} />
          <OrderButtons
            order={order}
            outstanding={outstanding}
            canEdit={canEdit}
            canPay={canPay}
            busy={busy}
            onAct={act}
            onPay={setPaying}
          />

          <OrderTables order={order} />
          <OrderDelivery delivery={order.delivery} />
          <OrderHistory events={order.events} />
          <OrderNotes notes={order.notes} canEdit={canEdit} busy={busy} onAdd={addNote} />
        </div>
      )}
      {paying && order && (
        <PaymentForm
          kind={paying}
          order={order}
          onClose={() => setPaying(null)}
          onDone={(next) => {
            setPaying(null);
            changed(next, t(paying === 'refund' ? 'paymentForm.refunded' : 'paymentForm.recorded'));
          }}
          onRefused={reload}
        />
      )}
    </Drawer>
  );
}
