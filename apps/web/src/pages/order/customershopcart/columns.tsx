import type { CartRow } from '@bo/contract';
import { TextCell, TimeCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowLink, type Opens } from '../../../components/list-page/row-actions';
import { formatCount, formatMoney } from '../../../components/number-format';
import { Tag } from '../../../components/tag';
import { ClientName } from '../client-name';

/** What the carts' rows may do: open the client's profile (client:view). */
export interface CartContext {
  canView: boolean;
  show: (row: CartRow) => void;
  profile: Opens;
}

export type CartSummary = { qty: number; amount: string };

/** The carts' columns: what the desk looks at is how long a cart has been left (last changed, age, abandoned). */
export const CART_COLUMNS: ColumnSpec<CartRow, CartContext, CartSummary>[] = [
  { key: 'member', title: 'carts.col.member', width: 130, render: (r) => <TextCell text={r.member} code /> },
  {
    key: 'client',
    title: 'orders.col.client',
    width: 160,
    render: (r, { canView, show, profile }) =>
      canView ? (
        <RowLink onClick={() => show(r)} opens={profile} testId="cart-client">
          <ClientName row={r} />
        </RowLink>
      ) : (
        <ClientName row={r} />
      ),
  },
  { key: 'items', title: 'carts.col.items', width: 180, render: (r) => <TextCell text={r.items} /> },
  {
    key: 'itemCount',
    title: 'carts.col.itemCount',
    width: 90,
    align: 'right',
    render: (r) => formatCount(r.item_count),
  },
  {
    key: 'qty',
    title: 'orders.col.qty',
    width: 90,
    align: 'right',
    render: (r) => formatCount(r.qty),
    summary: (s) => formatCount(s.qty),
  },
  {
    key: 'amount',
    title: 'orders.col.amount',
    width: 120,
    align: 'right',
    sort: 'amount',
    render: (r) => formatMoney(r.amount),
    summary: (s) => formatMoney(s.amount),
  },
  {
    key: 'updated',
    title: 'carts.col.updated',
    width: 140,
    sort: 'updated',
    render: (r) => <TimeCell at={r.updated_at} />,
  },
  { key: 'age', title: 'carts.col.age', width: 90, align: 'right', render: (r) => formatCount(r.age_days) },
  {
    key: 'abandoned',
    title: 'carts.col.abandoned',
    width: 110,
    render: (r, { t }) =>
      r.abandoned ? (
        <Tag colour="orange" data-abandoned="1">
          {t('carts.abandonedTag')}
        </Tag>
      ) : (
        <Tag colour="green">{t('carts.activeTag')}</Tag>
      ),
  },
  // Created last.
  {
    key: 'created',
    title: 'carts.col.created',
    width: 140,
    sort: 'created',
    render: (r) => <TimeCell at={r.created_at} />,
  },
];
