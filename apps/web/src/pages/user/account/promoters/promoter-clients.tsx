import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReferredClient } from '@bo/contract';
import { branchTime } from '../../../../components/branch-time';
import { formatCount, formatMoney } from '../../../../components/number-format';

/** The clients a promoter referred, each with its orders, amount and commission; a skeleton while loading. */
export function PromoterClients({ clients, total }: { clients: ReferredClient[] | undefined; total: number }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="acc-section-title">
        {t('accounts.promoters.drawer.clients')}
        {clients && total > clients.length
          ? ` ${t('accounts.promoters.drawer.clientsShown', { shown: clients.length, total })}`
          : ''}
      </h3>
      {!clients ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : clients.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accounts.promoters.drawer.noClients')} />
      ) : (
        <ul className="acc-list" data-testid="promoter-clients">
          {clients.map((c) => (
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
    </>
  );
}
