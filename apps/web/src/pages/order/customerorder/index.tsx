import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_ACTIONS, type OrderRow } from '@bo/contract';
import { batchChangeOrderState } from '../../../api/orders';
import { useAllow } from '../../../components/allow';
import type { BatchConfig } from '../../../components/batch/batch-types';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { invalidateAfterOrderChange, orderQueries } from '../order-queries';
import { ORDER_COLUMNS } from './columns';
import { countOrderFilters, ORDER_RULES, ORDERS_ROUTE, ORDERS_TABLE } from './order-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './orders.css';

const OrderFilters = filterFormPart(() => import('./order-filters'));
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
  const batch = useOrderBatch();
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
      exportCall={{ mark: 'order:export', kind: 'orderExport' }}
      empty={t('orders.empty')}
      batch={batch}
    >
      <Opened value={openId}>{(id) => <OrderDrawer id={id} onClose={() => setOpenId(null)} />}</Opened>
    </ListPage>
  );
}

/** The orders picked: every move of the state machine (an order it is not legal for is refused and named). */
function useOrderBatch(): BatchConfig<OrderRow> {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const canEdit = useAllow(ORDERS_ROUTE, 'order:edit');
  return {
    label: (r) => t('batch.rowLabel', { name: r.orderno }),
    name: (r) => r.orderno,
    actions: canEdit
      ? ORDER_ACTIONS.map((action) => ({
          key: action,
          label: t(`orders.action.${action}`),
          reason: action === 'cancel',
          run: (rows, reason) =>
            batchChangeOrderState({
              items: rows.map((r) => ({ id: r.id, version: r.version })),
              action,
              ...(action === 'cancel' ? { reason } : {}),
            }),
        }))
      : [],
    onDone: () => invalidateAfterOrderChange(client, user),
  };
}
