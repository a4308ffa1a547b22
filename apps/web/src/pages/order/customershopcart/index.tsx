import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { M, type CartRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { DataTable, type ListQueryOptions } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatCount, formatMoney } from '../../../components/number-format';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../layout/lazy-part';
import { useUserStore } from '../../../stores/user';
import { AbandonDaysSetting } from './abandon-days-setting';
import { cartQueries } from './cart-queries';
import { CART_RULES, CARTS_ROUTE, CARTS_TABLE } from './cart-rules';
import '../order-tags.css';
import '../../../components/tag.css';
import './carts.css';
import { branchTime } from '../../../components/branch-time';

type CartSummary = { qty: number; amount: string };
type Client = { guestcode: string; guestname: string };

const CartFilters = lazyPart(() => import('./cart-filters'));
/** The console's own client-info dialog (the dashboard ranking's), loaded when a client is first opened or hovered. */
const loadClientDialog = () => import('../../dashboard/console/client-dialog');
const ClientDialog = lazy(() => loadClientDialog().then((m) => ({ default: m.ClientDialog })));
const preloadClientDialog = () => void loadClientDialog().catch(() => undefined);
/** The client marks are buttons of the console's route (route catalogue). */
const CLIENT_ROUTE = '/dashboard/console';

const time = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');

/**
 * /order/customershopcart, the shop users' carts (issue 10 #4): the data table with its filters
 * and summary row; carts untouched for the branch's abandon days are tagged and marked, the
 * setting sits in the toolbar (cart:settings), and a client opens the console's client dialog.
 */
export default function OrderCustomershopcartPage() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  // The menu's own title of the page, as the tab and the breadcrumb show it.
  const title = usePageTitle(CARTS_ROUTE);
  const canView = useAllow(CLIENT_ROUTE, M.clientView);
  const canEdit = useAllow(CLIENT_ROUTE, M.clientEdit);
  const [client, setClient] = useState<Client | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);

  const columns = useMemo<DataColumn<CartRow, CartSummary>[]>(() => {
    const open = (c: Client) => {
      setDialogUsed(true);
      setClient(c);
    };
    return [
      {
        key: 'member',
        title: t('carts.col.member'),
        width: 130,
        render: (r) =>
          r.member ? <EllipsisText text={r.member} code data-user-content="" /> : <span className="bo-muted">—</span>,
      },
      {
        key: 'client',
        title: t('orders.col.client'),
        width: 160,
        render: (r) => {
          const name = (
            <EllipsisText
              text={r.guestname || r.guestcode}
              tooltip={`${r.guestname} · ${r.guestcode}`}
              data-user-content=""
            />
          );
          return canView ? (
            <Button
              type="link"
              size="small"
              className="order-link"
              onClick={() => open(r)}
              onPointerEnter={preloadClientDialog}
              onFocus={preloadClientDialog}
              data-testid="cart-client"
            >
              {name}
            </Button>
          ) : (
            name
          );
        },
      },
      {
        key: 'items',
        title: t('carts.col.items'),
        width: 180,
        render: (r) => <EllipsisText text={r.items} data-user-content="" />,
      },
      {
        key: 'itemCount',
        title: t('carts.col.itemCount'),
        width: 90,
        align: 'right',
        render: (r) => formatCount(r.item_count),
      },
      {
        key: 'qty',
        title: t('orders.col.qty'),
        width: 90,
        align: 'right',
        render: (r) => formatCount(r.qty),
        summary: (s) => formatCount(s.qty),
      },
      {
        key: 'amount',
        title: t('orders.col.amount'),
        width: 120,
        align: 'right',
        sort: 'amount',
        render: (r) => formatMoney(r.amount),
        summary: (s) => formatMoney(s.amount),
      },
      {
        key: 'updated',
        title: t('carts.col.updated'),
        width: 140,
        sort: 'updated',
        render: (r) => <span className="bo-code">{time(r.updated_at)}</span>,
      },
      { key: 'age', title: t('carts.col.age'), width: 90, align: 'right', render: (r) => formatCount(r.age_days) },
      {
        key: 'abandoned',
        title: t('carts.col.abandoned'),
        width: 110,
        render: (r) =>
          r.abandoned ? (
            <span className="ot ot-orange" data-abandoned="1">
              {t('carts.abandonedTag')}
            </span>
          ) : (
            <span className="ot ot-green">{t('carts.activeTag')}</span>
          ),
      },
      // Created last: what the desk looks at is how long a cart has been left (last changed, age, abandoned).
      {
        key: 'created',
        title: t('carts.col.created'),
        width: 140,
        sort: 'created',
        render: (r) => <span className="bo-code">{time(r.created_at)}</span>,
      },
    ];
  }, [t, canView]);
  // The answer carries the branch's abandon days besides the list; the table sees a plain list answer.
  const query = useMemo(
    () => (s: ListState) => cartQueries.list(user, s) as unknown as ListQueryOptions<CartRow, CartSummary>,
    [user],
  );

  return (
    <div data-testid="carts-page">
      <DataTable<CartRow, CartSummary>
        route={CARTS_ROUTE}
        tableId={CARTS_TABLE}
        title={title}
        rules={CART_RULES}
        columns={columns}
        keyColumn="member"
        rowKey={(r) => r.id}
        rowClassName={(r) => (r.abandoned ? 'cart-abandoned' : undefined)}
        query={query}
        filterForm={CartFilters}
        emptyText={t('carts.empty')}
        extra={(_s, data) => <AbandonDaysSetting days={(data as { abandonDays?: number } | undefined)?.abandonDays} />}
      />
      {dialogUsed && (
        <Suspense fallback={null}>
          <ClientDialog
            guestcode={client?.guestcode ?? null}
            name={client?.guestname ?? ''}
            canEdit={canEdit}
            onClose={() => setClient(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
