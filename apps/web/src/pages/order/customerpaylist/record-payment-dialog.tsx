import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@bo/contract';
import { listOrders } from '../../../api/orders';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { invalidateAfterOrderChange } from '../order-queries';
import { PaymentForm } from '../payment-form';
import { payableOrder } from './order-lookup';

/**
 * "Record payment" from the payment list: asks for the order number first, then the order
 * drawer's own payment form (payment-form.tsx) against that order as the list shows it now.
 */
export default function RecordPaymentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<{ orderno: string }>();
  const [looking, setLooking] = useState(false);
  const [order, setOrder] = useState<OrderRow | null>(null);

  const lookUp = async ({ orderno }: { orderno: string }) => {
    setLooking(true);
    try {
      const typed = orderno.trim();
      const found = payableOrder((await listOrders({ page: 1, pageSize: 10, orderno: typed })).list, typed);
      if ('order' in found) setOrder(found.order);
      else form.setFields([{ name: 'orderno', errors: [t(`payments.record.${found.problem}`)] }]);
    } catch (e) {
      form.setFields([{ name: 'orderno', errors: [e instanceof Error ? e.message : String(e)] }]);
    } finally {
      setLooking(false);
    }
  };

  if (order) {
    return (
      <PaymentForm
        kind="payment"
        order={order}
        onClose={onClose}
        onDone={() => {
          invalidateAfterOrderChange(client, user);
          showSuccess(t('paymentForm.recorded'));
          onClose();
        }}
      />
    );
  }
  return (
    <Modal
      open
      title={t('payments.record.title')}
      okText={t('payments.record.next')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: looking }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={420}
      destroyOnHidden
      data-testid="record-payment-dialog"
    >
      <Form<{ orderno: string }> form={form} layout="vertical" onFinish={(v) => void lookUp(v)}>
        <Form.Item
          name="orderno"
          label={t('orders.col.orderno')}
          rules={[{ required: true, whitespace: true, message: t('payments.record.ordernoRequired') }]}
        >
          <Input maxLength={30} autoComplete="off" autoFocus placeholder={t('payments.record.ordernoPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
