import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAddress, type OrderExport } from '@bo/contract';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { lazyPart } from '../../../lib/lazy-part';
import { orderQueries } from '../order-queries';
import { ORDER_COLUMNS } from './columns';
import { countOrderFilters, ORDER_RULES, ORDERS_ROUTE, ORDERS_TABLE } from './order-rules';
import './orders.css';

const OrderFilters = lazyPart(() => import('./order-filters'));
const ORDER_EXPORT = callAddress<typeof OrderExport>('GET', '/api/Order/Export');
/** The detail drawer loads when an order is first opened (or its number hovered). */
const OrderDrawer = lazyPart(() => import('./order-drawer'));

/**
 * /order/customerorder, the branch's orders (issue 10 #3): the data table with its filters,
 * and a drawer with one order's lines, payments, delivery, history and notes, where its state
 * moves along the state machine and payments are recorded.
 */
export default function OrderCustomerorderPage() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useColumns(ORDER_COLUMNS, { show: setOpenId, drawer: OrderDrawer });
  return (
    <ListPage
      testId="orders-page"
      route={ORDERS_ROUTE}
      table={ORDERS_TABLE}
      rules={ORDER_RULES}
      columns={columns}
      keyColumn="orderno"
      query={orderQueries.list}
      filters={OrderFilters}
      countFilters={countOrderFilters}
      exportCall={{ mark: 'order:export', path: ORDER_EXPORT.path }}
      empty={t('orders.empty')}
    >
      <Opened value={openId}>{(id) => <OrderDrawer id={id} onClose={() => setOpenId(null)} />}</Opened>
    </ListPage>
  );
}
