import { Empty, Pagination, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReferredClient, ReferredOrder } from '@bo/contract';
import { branchTime } from '../../../../components/branch-time';
import { formatMoney } from '../../../../components/number-format';
import { OrderStateTag } from '../../../order/order-tags';
import { PROMOTER_ORDERS_PAGE_SIZE } from './promoter-rules';

interface Props {
  /** Undefined while loading. */
  data: { clients: ReferredClient[]; orders: { list: ReferredOrder[]; total: number } } | undefined;
  page: number;
  onPage: (page: number) => void;
  /** The one client whose orders are shown, or all. */
  guestcode: string | undefined;
  onClient: (guestcode: string | undefined) => void;
}

/** A page of the referred clients' orders, newest first, for all of them or for one picked client. */
export function PromoterOrders({ data, page, onPage, guestcode, onClient }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="acc-section-title">{t('accounts.promoters.drawer.orders')}</h3>
      {data && data.clients.length > 0 && (
        <Select
          allowClear
          style={{ width: '100%', marginBottom: 8 }}
          value={guestcode}
          onChange={onClient}
          placeholder={t('accounts.promoters.drawer.allClients')}
          aria-label={t('accounts.promoters.drawer.clientFilter')}
          options={data.clients.map((c) => ({ value: c.guestcode, label: `${c.guestname} · ${c.guestcode}` }))}
          data-testid="promoter-orders-client"
        />
      )}
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : data.orders.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accounts.promoters.drawer.noOrders')} />
      ) : (
        <>
          <ul className="acc-list" data-testid="promoter-orders">
            {data.orders.list.map((o) => (
              <li key={o.id}>
                <span>
                  <span className="bo-code">{o.orderno}</span> <OrderStateTag state={o.status} />
                  <br />
                  <span className="bo-muted">
                    <span data-user-content="">{o.guestname}</span> · {branchTime(o.createdAt, 'YYYY-MM-DD HH:mm')}
                  </span>
                </span>
                <span className="bo-code">{formatMoney(o.amount)}</span>
              </li>
            ))}
          </ul>
          <Pagination
            simple
            size="small"
            style={{ marginTop: 8 }}
            current={page}
            pageSize={PROMOTER_ORDERS_PAGE_SIZE}
            total={data.orders.total}
            onChange={onPage}
            showSizeChanger={false}
          />
        </>
      )}
    </>
  );
}
