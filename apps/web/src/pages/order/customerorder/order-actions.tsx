import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderAction, OrderDetail } from '@bo/contract';

export interface ActionInput {
  action: OrderAction;
  reason?: string;
  tracking?: string;
}

interface OrderActionsProps {
  order: OrderDetail;
  busy: boolean;
  onAct: (input: ActionInput) => Promise<boolean>;
}

/**
 * The state changes the server offers for this order (its `actions`, from ORDER_MOVES), and
 * nothing else. Cancel asks a reason (required), Ship an optional tracking number; the others
 * ask to confirm. Shown only to users with order:edit.
 */
export function OrderActions({ order, busy, onAct }: OrderActionsProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'cancel' | 'ship' | null>(null);
  const [form] = Form.useForm<{ reason?: string; tracking?: string }>();

  const close = () => {
    setAsking(null);
    form.resetFields();
  };

  return (
    <div className="order-actions" data-testid="order-actions">
      {order.actions.map((a) =>
        a === 'cancel' || a === 'ship' ? (
          <Button
            key={a}
            danger={a === 'cancel'}
            type={a === 'ship' ? 'primary' : 'default'}
            disabled={busy}
            onClick={() => setAsking(a)}
            data-testid={`action-${a}`}
          >
            {t(`orders.action.${a}`)}
          </Button>
        ) : (
          <Popconfirm
            key={a}
            title={t('orders.action.confirmTitle', { action: t(`orders.action.${a}`) })}
            okText={t(`orders.action.${a}`)}
            cancelText={t('common.cancel')}
            onConfirm={() => onAct({ action: a })}
          >
            <Button type={a === 'restore' ? 'default' : 'primary'} disabled={busy} data-testid={`action-${a}`}>
              {t(`orders.action.${a}`)}
            </Button>
          </Popconfirm>
        ),
      )}
      <Modal
        open={asking !== null}
        title={
          asking &&
          t(asking === 'cancel' ? 'orders.action.cancelTitle' : 'orders.action.shipTitle', { orderno: order.orderno })
        }
        okText={asking && t(`orders.action.${asking}`)}
        okButtonProps={{ danger: asking === 'cancel', loading: busy }}
        cancelText={t('common.close')}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={async (v) => {
            if (!asking) return;
            const ok = await onAct({
              action: asking,
              reason: v.reason?.trim(),
              tracking: v.tracking?.trim() || undefined,
            });
            if (ok) close();
          }}
        >
          {asking === 'cancel' ? (
            <Form.Item
              name="reason"
              label={t('orders.action.reason')}
              rules={[{ required: true, whitespace: true, message: t('orders.action.reasonRequired') }]}
            >
              <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          ) : (
            <Form.Item name="tracking" label={t('orders.action.tracking')} extra={t('orders.action.trackingHint')}>
              <Input maxLength={60} autoComplete="off" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}
