import type { PaymentRow } from '@bo/contract';
import { Muted, TextCell, TimeCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowLink, type Opens } from '../../../components/list-page/row-actions';
import { formatMoney, toCents } from '../../../components/number-format';
import { ClientName } from '../client-name';
import { PaymentStateTag } from '../order-tags';

/** What the payments' rows may do: open the order behind a payment. */
export interface PaymentContext {
  show: (orderId: number) => void;
  drawer: Opens;
}

export type PaymentSummary = { amount: string };

/** An amount, red when it is a refund (negative). */
const Amount = ({ value }: { value: string }) => (
  <span className={toCents(value) < 0n ? 'pay-refund' : undefined}>{formatMoney(value)}</span>
);

/** The payments' columns. */
export const PAYMENT_COLUMNS: ColumnSpec<PaymentRow, PaymentContext, PaymentSummary>[] = [
  {
    key: 'orderno',
    title: 'orders.col.orderno',
    width: 180,
    render: (r, { show, drawer }) =>
      r.order_id === null ? (
        <Muted />
      ) : (
        <RowLink onClick={() => show(r.order_id!)} opens={drawer} testId="payment-order">
          <TextCell text={r.orderno} code userContent={false} />
        </RowLink>
      ),
  },
  {
    key: 'time',
    title: 'payments.col.time',
    width: 150,
    sort: 'time',
    render: (r) => <TimeCell at={r.paid_at} />,
  },
  { key: 'client', title: 'orders.col.client', width: 180, render: (r) => <ClientName row={r} /> },
  {
    key: 'amount',
    title: 'orders.col.amount',
    width: 130,
    align: 'right',
    sort: 'amount',
    render: (r) => <Amount value={r.amount} />,
    summary: (s) => <Amount value={s.amount} />,
  },
  {
    key: 'method',
    title: 'paymentForm.methodLabel',
    width: 150,
    render: (r, { t }) => <TextCell text={t(`paymentForm.method.${r.method}`)} userContent={false} />,
  },
  {
    key: 'reference',
    title: 'paymentForm.reference',
    width: 160,
    render: (r) => <TextCell text={r.reference} code />,
  },
  { key: 'state', title: 'payments.col.state', width: 100, render: (r) => <PaymentStateTag state={r.state} /> },
  { key: 'reason', title: 'paymentForm.reason', width: 180, render: (r) => <TextCell text={r.reason} /> },
  {
    key: 'by',
    title: 'orders.payment.by',
    width: 120,
    // A payment the shop recorded itself has no colleague's name.
    render: (r, { t }) => <TextCell text={r.recorded_by} empty={<Muted>{t('orders.detail.shop')}</Muted>} />,
  },
];
