import type { CartRow } from '@bo/contract';
import { TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { figureColumn, timeColumn } from '../../../components/list-page/standard-columns';
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
  figureColumn('itemCount', 'carts.col.itemCount', 90, (r) => formatCount(r.item_count)),
  figureColumn('qty', 'orders.col.qty', 90, (r) => formatCount(r.qty), { sum: (s) => formatCount(s.qty) }),
  figureColumn('amount', 'orders.col.amount', 120, (r) => formatMoney(r.amount), {
    sort: 'amount',
    sum: (s) => formatMoney(s.amount),
  }),
  timeColumn('updated', 'carts.col.updated', 140, (r) => r.updated_at, { sort: 'updated' }),
  figureColumn('age', 'carts.col.age', 90, (r) => formatCount(r.age_days)),
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
  timeColumn('created', 'carts.col.created', 140, (r) => r.created_at, { sort: 'created' }),
];
