import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@bo/contract';
import { formatMoney, fromCents } from '../../../components/number-format';
import { OrderStateTag, PayStateTag } from '../order-tags';
import { orderTime } from './order-time';

/** The order drawer's header: its states, client, amounts and who sold it. */
export function OrderSummary({ order, outstanding }: { order: OrderDetail; outstanding: bigint }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="order-head">
        <OrderStateTag state={order.status} />
        <PayStateTag state={order.pay_state} />
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="order-section">
        <Descriptions.Item label={t('orders.col.client')}>
          <span data-user-content>{order.guestname}</span>&nbsp;
          <span className="bo-code bo-muted">{order.guestcode}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.time')}>{orderTime(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.col.amount')}>
          <b data-testid="detail-amount">{formatMoney(order.amount)}</b>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.paid')}>
          <span data-testid="detail-paid">{formatMoney(order.paid)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.outstanding')}>
          {formatMoney(fromCents(outstanding > 0n ? outstanding : 0n))}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.salesperson')}>
          {order.salesperson ? <span data-user-content>{order.salesperson}</span> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.channel')}>{t(`orders.channel.${order.channel}`)}</Descriptions.Item>
        {order.status === 9 && order.cancel_reason && (
          <Descriptions.Item label={t('orders.detail.cancelReason')}>
            <span data-user-content>{order.cancel_reason}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
    </>
  );
}
