import { useTranslation } from 'react-i18next';
import { ORDER_STATE_KEYS, type OrderState, type PayState, type PaymentState } from '@bo/contract';
import '../../components/tag.css';

const STATE_COLOUR: Record<OrderState, string> = {
  0: 'blue',
  1: 'cyan',
  2: 'orange',
  3: 'purple',
  4: 'green',
  9: 'grey',
};
const PAY_COLOUR: Record<PayState, string> = { unpaid: 'red', partial: 'gold', paid: 'green' };
const PAYMENT_COLOUR: Record<PaymentState, string> = { success: 'green', pending: 'gold', failed: 'red' };

/** Production and delivery state of an order: placed, confirmed, in production, shipped, completed, cancelled. */
export function OrderStateTag({ state }: { state: number }) {
  const { t } = useTranslation();
  const key = ORDER_STATE_KEYS[state as OrderState];
  if (!key) return null;
  return (
    <span className={`ot ot-${STATE_COLOUR[state as OrderState]}`} data-state={state}>
      {t(`orders.state.${key}`)}
    </span>
  );
}

/** Whether an order is unpaid, partly paid or paid. */
export function PayStateTag({ state }: { state: PayState }) {
  const { t } = useTranslation();
  return (
    <span className={`ot ot-${PAY_COLOUR[state]}`} data-pay-state={state}>
      {t(`orders.pay.${state}`)}
    </span>
  );
}

/** A payment's own state: succeeded, pending, failed. */
export function PaymentStateTag({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return <span className={`ot ot-${PAYMENT_COLOUR[state]}`}>{t(`orders.paymentState.${state}`)}</span>;
}
