import { useState } from 'react';
import { Button, Drawer, Empty, Pagination, Select, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PromoterRow } from '@bo/contract';
import { formatCount, formatMoney, formatPercent } from '../../../../components/number-format';
import { useIsMobile } from '../../../../lib/use-is-mobile';
import { useUserStore } from '../../../../stores/user';
import { OrderStateTag } from '../../../order/order-tags';
import { useLatestPromoter } from './promoter-latest';
import { PROMOTER_ORDERS_PAGE_SIZE, promoterQueries, type PromoterDialogKind } from './promoter-rules';
import { branchTime } from '../../../../components/branch-time';

interface Props {
  /** The promoter as the list showed it, until the drawer's own read is in. */
  initial: PromoterRow;
  onClose: () => void;
  /** With the promoter:edit mark: a button of the drawer opens the tab's dialog for this promoter. */
  onAction?: (kind: PromoterDialogKind, row: PromoterRow) => void;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <span className="acc-figure-label">{label}</span>
      <span className="acc-figure-value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/**
 * One promoter (gettgzxdetail): its figures, the clients it referred (each with its orders, amount
 * and commission, all from the server) and a page of their orders since the referral, newest
 * first, for all of them or for one picked client.
 */
export default function PromoterDrawer({ initial, onClose, onAction }: Props) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [guestcode, setGuestcode] = useState<string | undefined>(undefined);
  const detail = useQuery(promoterQueries.detail(user, initial.id, page, guestcode));
  const row = useLatestPromoter(user, initial);
  const data = detail.data;

  return (
    <Drawer
      open
      onClose={onClose}
      className="acc-drawer"
      size={mobile ? '100%' : 600}
      title={t('accounts.promoters.drawer.title', { name: initial.userName })}
      data-testid="promoter-drawer"
    >
      <div className="acc-figures">
        <Figure
          label={t('accounts.promoters.col.rate')}
          value={formatPercent(row.commissionRate)}
          testId="promoter-drawer-rate"
        />
        <Figure label={t('accounts.promoters.col.referrals')} value={formatCount(row.referrals)} />
        <Figure label={t('accounts.promoters.col.orders')} value={formatCount(row.orders)} />
        <Figure label={t('accounts.promoters.col.amount')} value={formatMoney(row.amount)} />
        <Figure label={t('accounts.promoters.drawer.completed')} value={formatMoney(row.completedAmount)} />
        <Figure label={t('accounts.promoters.col.commission')} value={formatMoney(row.commission)} />
      </div>
      {onAction && (
        <div className="acc-actions">
          <Button onClick={() => onAction('rate', row)} data-testid="promoter-drawer-rate-btn">
            {t('accounts.promoters.action.rate')}
          </Button>
          {row.status === 1 ? (
            <Button danger onClick={() => onAction('disable', row)}>
              {t('accounts.promoters.action.disable')}
            </Button>
          ) : (
            <Button onClick={() => onAction('enable', row)}>{t('accounts.promoters.action.enable')}</Button>
          )}
        </div>
      )}
      <h3 className="acc-section-title">
        {t('accounts.promoters.drawer.clients')}
        {data && data.clientsTotal > data.clients.length
          ? ` ${t('accounts.promoters.drawer.clientsShown', { shown: data.clients.length, total: data.clientsTotal })}`
          : ''}
      </h3>
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : data.clients.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accounts.promoters.drawer.noClients')} />
      ) : (
        <ul className="acc-list" data-testid="promoter-clients">
          {data.clients.map((c) => (
            <li key={c.id} data-testid="promoter-client">
              <span>
                <span data-user-content="">{c.guestname}</span> <span className="bo-code bo-muted">{c.guestcode}</span>
                <br />
                <span className="bo-muted">
                  {t('accounts.promoters.drawer.signedUp', { date: branchTime(c.signedUpAt, 'YYYY-MM-DD') })}
                </span>
              </span>
              <span>
                {t('accounts.promoters.drawer.clientFigures', {
                  orders: formatCount(c.orders),
                  amount: formatMoney(c.amount),
                  commission: formatMoney(c.commission),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="acc-section-title">{t('accounts.promoters.drawer.orders')}</h3>
      {data && data.clients.length > 0 && (
        <Select
          allowClear
          style={{ width: '100%', marginBottom: 8 }}
          value={guestcode}
          onChange={(v) => {
            setGuestcode(v);
            setPage(1);
          }}
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
            onChange={setPage}
            showSizeChanger={false}
          />
        </>
      )}
    </Drawer>
  );
}
