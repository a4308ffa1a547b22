import type { OrderRow } from '@bo/contract';
import { TextCell, TimeCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowLink, type Opens } from '../../../components/list-page/row-actions';
import { formatCount, formatMoney } from '../../../components/number-format';
import { Tag } from '../../../components/tag';
import { ClientName } from '../client-name';
import { OrderStateTag, PayStateTag } from '../order-tags';

/** What the orders' rows may do: open an order's drawer. */
export interface OrderContext {
  show: (id: number) => void;
  drawer: Opens;
}

export type OrderSummary = { qty: number; amount: string; paid: string };
type Spec = ColumnSpec<OrderRow, OrderContext, OrderSummary>;

/** An amount the server also sums over the filtered set. */
const money = (key: 'amount' | 'paid'): Spec => ({
  key,
  title: `orders.col.${key}`,
  width: 130,
  align: 'right',
  sort: key,
  render: (r) => formatMoney(r[key]),
  summary: (s) => formatMoney(s[key]),
});

/** The orders' columns. */
export const ORDER_COLUMNS: Spec[] = [
  {
    key: 'orderno',
    title: 'orders.col.orderno',
    width: 180,
    sort: 'orderno',
    render: (r, { show, drawer }) => (
      <RowLink onClick={() => show(r.id)} opens={drawer} testId="order-open">
        <TextCell text={r.orderno} code userContent={false} />
      </RowLink>
    ),
  },
  {
    key: 'time',
    title: 'orders.col.time',
    width: 150,
    sort: 'time',
    render: (r) => <TimeCell at={r.created_at} />,
  },
  {
    key: 'client',
    title: 'orders.col.client',
    width: 180,
    render: (r, { t }) =>
      r.creditOver ? (
        <span className="order-client-over">
          <ClientName row={r} />
          <Tag colour="red" title={t('orders.creditOverHelp')} data-testid="order-credit-over">
            {t('orders.creditOver')}
          </Tag>
        </span>
      ) : (
        <ClientName row={r} />
      ),
  },
  { key: 'items', title: 'orders.col.items', width: 200, render: (r) => <TextCell text={r.items} /> },
  {
    key: 'qty',
    title: 'orders.col.qty',
    width: 100,
    align: 'right',
    render: (r) => formatCount(r.qty),
    summary: (s) => formatCount(s.qty),
  },
  money('amount'),
  money('paid'),
  { key: 'payState', title: 'orders.col.payState', width: 110, render: (r) => <PayStateTag state={r.pay_state} /> },
  { key: 'status', title: 'orders.col.status', width: 120, render: (r) => <OrderStateTag state={r.status} /> },
  {
    key: 'salesperson',
    title: 'orders.col.salesperson',
    width: 120,
    render: (r) => <TextCell text={r.salesperson} />,
  },
  { key: 'channel', title: 'orders.col.channel', width: 110, render: (r, { t }) => t(`orders.channel.${r.channel}`) },
];
