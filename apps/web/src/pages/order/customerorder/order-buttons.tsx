import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@bo/contract';
import { toCents } from '../../../components/number-format';
import type { PaymentKind } from '../payment-form';
import { OrderActions, type ActionInput } from './order-actions';
import { OrderPrintMenu } from './order-print-menu';

interface Props {
  order: OrderDetail;
  outstanding: bigint;
  canEdit: boolean;
  canPay: boolean;
  busy: boolean;
  onAct: (input: ActionInput) => Promise<boolean>;
  onPay: (kind: PaymentKind) => void;
}

/**
 * The moves the order allows the user: its state actions, a payment while owed, a refund once
 * paid; and, for everyone who sees the order, printing it.
 */
export function OrderButtons({ order, outstanding, canEdit, canPay, busy, onAct, onPay }: Props) {
  const { t } = useTranslation();
  return (
    <div className="order-buttons">
      {canEdit && order.actions.length > 0 && <OrderActions order={order} busy={busy} onAct={onAct} />}
      {canPay && order.status !== 9 && outstanding > 0n && (
        <Button onClick={() => onPay('payment')} data-testid="record-payment">
          {t('paymentForm.record')}
        </Button>
      )}
      {canPay && toCents(order.paid) > 0n && (
        <Button danger onClick={() => onPay('refund')} data-testid="record-refund">
          {t('paymentForm.refund')}
        </Button>
      )}
      <OrderPrintMenu id={order.id} />
    </div>
  );
}
