import { Suspense, useMemo, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { callAddress, type OrderExport, type OrderRow } from '@bo/contract';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { ExportButton } from '../../../components/export/export-button';
import { formatCount, formatMoney } from '../../../components/number-format';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { orderQueries } from '../order-queries';
import { OrderStateTag, PayStateTag } from '../order-tags';
import { countOrderFilters, ORDER_RULES, ORDERS_ROUTE, ORDERS_TABLE } from './order-rules';
import { branchTime } from '../../../components/branch-time';

type OrderSummary = { qty: number; amount: string; paid: string };

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
  const user = useUserStore((s) => s.info)!;
  const [openId, setOpenId] = useState<number | null>(null);
  // The menu's own title of the page, as the tab and the breadcrumb show it.
  const title = usePageTitle(ORDERS_ROUTE);

  const columns = useMemo<DataColumn<OrderRow, OrderSummary>[]>(
    () => [
      {
        key: 'orderno',
        title: t('orders.col.orderno'),
        width: 180,
        sort: 'orderno',
        render: (r) => (
          <Button
            type="link"
            size="small"
            className="order-link"
            onClick={() => setOpenId(r.id)}
            onPointerEnter={OrderDrawer.preload}
            onFocus={OrderDrawer.preload}
            data-testid="order-open"
          >
            <EllipsisText text={r.orderno} code />
          </Button>
        ),
      },
      {
        key: 'time',
        title: t('orders.col.time'),
        width: 150,
        sort: 'time',
        render: (r) => <span className="bo-code">{branchTime(r.created_at, 'YYYY-MM-DD HH:mm')}</span>,
      },
      {
        key: 'client',
        title: t('orders.col.client'),
        width: 180,
        render: (r) =>
          r.creditOver ? (
            <span className="order-client-over">
              <EllipsisText
                text={r.guestname || r.guestcode}
                tooltip={`${r.guestname} · ${r.guestcode}`}
                data-user-content=""
              />
              <span className="ot ot-red" title={t('orders.creditOverHelp')} data-testid="order-credit-over">
                {t('orders.creditOver')}
              </span>
            </span>
          ) : (
            <EllipsisText
              text={r.guestname || r.guestcode}
              tooltip={`${r.guestname} · ${r.guestcode}`}
              data-user-content=""
            />
          ),
      },
      {
        key: 'items',
        title: t('orders.col.items'),
        width: 200,
        render: (r) => <EllipsisText text={r.items} data-user-content="" />,
      },
      {
        key: 'qty',
        title: t('orders.col.qty'),
        width: 100,
        align: 'right',
        render: (r) => formatCount(r.qty),
        summary: (s) => formatCount(s.qty),
      },
      {
        key: 'amount',
        title: t('orders.col.amount'),
        width: 130,
        align: 'right',
        sort: 'amount',
        render: (r) => formatMoney(r.amount),
        summary: (s) => formatMoney(s.amount),
      },
      {
        key: 'paid',
        title: t('orders.col.paid'),
        width: 130,
        align: 'right',
        sort: 'paid',
        render: (r) => formatMoney(r.paid),
        summary: (s) => formatMoney(s.paid),
      },
      {
        key: 'payState',
        title: t('orders.col.payState'),
        width: 110,
        render: (r) => <PayStateTag state={r.pay_state} />,
      },
      { key: 'status', title: t('orders.col.status'), width: 120, render: (r) => <OrderStateTag state={r.status} /> },
      {
        key: 'salesperson',
        title: t('orders.col.salesperson'),
        width: 120,
        render: (r) =>
          r.salesperson ? (
            <EllipsisText text={r.salesperson} data-user-content="" />
          ) : (
            <span className="bo-muted">—</span>
          ),
      },
      { key: 'channel', title: t('orders.col.channel'), width: 110, render: (r) => t(`orders.channel.${r.channel}`) },
    ],
    [t],
  );
  const query = useMemo(() => (s: ListState) => orderQueries.list(user, s), [user]);

  return (
    <div data-testid="orders-page">
      <DataTable<OrderRow, OrderSummary>
        route={ORDERS_ROUTE}
        tableId={ORDERS_TABLE}
        title={title}
        rules={ORDER_RULES}
        columns={columns}
        keyColumn="orderno"
        rowKey={(r) => r.id}
        query={query}
        filterForm={OrderFilters}
        countFilters={countOrderFilters}
        exportAction={(s) => (
          <ExportButton route={ORDERS_ROUTE} mark="order:export" path={ORDER_EXPORT.path} state={s} />
        )}
        emptyText={t('orders.empty')}
      />
      {openId !== null && (
        <Suspense fallback={null}>
          <OrderDrawer id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </div>
  );
}
