import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@bo/contract';
import { ScrollRegion } from '../../../components/scroll-region';
import { lineColumns, paymentColumns } from './order-detail-columns';

/** The order's lines and its payments (refunds included), each a table that scrolls sideways on a phone. */
export function OrderTables({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="order-section-title">{t('orders.detail.lines')}</h3>
      <ScrollRegion label={t('orders.detail.lines')} minWidth={640}>
        <Table
          size="small"
          rowKey={(_r, i) => String(i)}
          pagination={false}
          dataSource={order.lines}
          locale={{ emptyText: t('orders.detail.noLines') }}
          columns={lineColumns(t)}
        />
      </ScrollRegion>

      <h3 className="order-section-title">{t('orders.detail.payments')}</h3>
      <ScrollRegion label={t('orders.detail.payments')} minWidth={640}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order.payments}
          locale={{ emptyText: t('orders.detail.noPayments') }}
          data-testid="detail-payments"
          columns={paymentColumns(t)}
        />
      </ScrollRegion>
    </>
  );
}
