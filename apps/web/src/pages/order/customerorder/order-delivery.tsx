import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@bo/contract';

/** Where the order goes and its tracking number. */
export function OrderDelivery({ delivery }: { delivery: OrderDetail['delivery'] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="order-section-title">{t('orders.detail.delivery')}</h3>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="order-section">
        <Descriptions.Item label={t('orders.delivery.consignee')}>
          <span data-user-content>{delivery.consignee || '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.delivery.phone')}>
          <span className="bo-code">{delivery.phone || '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.delivery.address')} span={2}>
          <span className="bo-wrap-anywhere" data-user-content>
            {delivery.address || '—'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.delivery.tracking')}>
          <span className="bo-code" data-testid="detail-tracking">
            {delivery.tracking || '—'}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
