import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATE_KEYS, type OrderDetail, type OrderState } from '@bo/contract';
import { orderTime } from './order-time';

/** The order's events, newest first: what was done, the move between states, by whom, why. */
export function OrderHistory({ events }: { events: OrderDetail['events'] }) {
  const { t } = useTranslation();
  const stateName = (s: number | null) =>
    s === null ? '' : t(`orders.state.${ORDER_STATE_KEYS[s as OrderState] ?? 'placed'}`);
  return (
    <>
      <h3 className="order-section-title">{t('orders.detail.history')}</h3>
      <Timeline
        className="order-history"
        data-testid="detail-history"
        items={[...events].reverse().map((e) => ({
          content: (
            <div>
              <div>
                <b>{t(`orders.event.${e.action}`)}</b>
                {e.from !== null && (
                  <span className="bo-muted">
                    {' '}
                    · {stateName(e.from)} → {stateName(e.to)}
                  </span>
                )}
              </div>
              <div className="bo-muted">
                {orderTime(e.at)} · {e.by ? <span data-user-content>{e.by}</span> : t('orders.detail.shop')}
              </div>
              {e.reason && (
                <div className="bo-wrap-anywhere" data-user-content>
                  {t('orders.detail.reason', { reason: e.reason })}
                </div>
              )}
            </div>
          ),
        }))}
      />
    </>
  );
}
