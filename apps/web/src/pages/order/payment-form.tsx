import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type OrderDetail, type PaymentMethod } from '@bo/contract';
import { recordPayment, recordRefund } from '../../api/orders';
import { useSubmit } from '../../components/submit/use-submit';
import { formatMoney, fromCents, toCents } from '../../components/number-format';

export type PaymentKind = 'payment' | 'refund';

/** The order as the user saw it: what the form prefills and the version it sends back. */
export interface PaymentTarget {
  id: number;
  orderno: string;
  amount: string;
  paid: string;
  version: number;
}

interface PaymentFormProps {
  kind: PaymentKind;
  order: PaymentTarget;
  onClose: () => void;
  /** The order after the payment (the server's answer). */
  onDone: (order: OrderDetail) => void;
  /** The server refused (e.g. the order changed meanwhile): the caller reloads the order. */
  onRefused?: () => void;
}

interface Values {
  amount: string;
  method: PaymentMethod;
  reference?: string;
  reason?: string;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** What is still to pay (payment) or what may be refunded (refund), never below 0. */
export function prefillAmount(kind: PaymentKind, order: Pick<PaymentTarget, 'amount' | 'paid'>): string {
  const cents = kind === 'payment' ? toCents(order.amount) - toCents(order.paid) : toCents(order.paid);
  return cents > 0n ? fromCents(cents) : '';
}

/**
 * Records a payment against an order, or a refund with its reason (mark payment:record), in
 * a dialog. Used by the order drawer and the payment list. The amount is prefilled with what is
 * outstanding (a payment) or what was paid (a refund); the server checks it again.
 */
export function PaymentForm({ kind, order, onClose, onDone, onRefused }: PaymentFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { busy: saving, refusal, run } = useSubmit();
  const refund = kind === 'refund';

  const save = async (v: Values) => {
    const done = await run(async () => {
      const body = {
        orderId: order.id,
        amount: v.amount.trim(),
        method: v.method,
        reference: (v.reference ?? '').trim(),
        version: order.version,
      };
      onDone(refund ? await recordRefund({ ...body, reason: (v.reason ?? '').trim() }) : await recordPayment(body));
    });
    if (!done) onRefused?.();
  };

  return (
    <Modal
      open
      title={t(refund ? 'paymentForm.refundTitle' : 'paymentForm.payTitle', { orderno: order.orderno })}
      okText={t(refund ? 'paymentForm.refund' : 'paymentForm.record')}
      okButtonProps={{ loading: saving, danger: refund }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid={refund ? 'refund-form' : 'payment-form'}
    >
      <p className="bo-muted">
        {t('paymentForm.orderFigures', { amount: formatMoney(order.amount), paid: formatMoney(order.paid) })}
      </p>
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="payment-refused" />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ amount: prefillAmount(kind, order), method: 'wechat' }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item
          name="amount"
          label={t('paymentForm.amount')}
          rules={[
            { required: true, message: t('paymentForm.amountRequired') },
            { pattern: AMOUNT, message: t('paymentForm.amountInvalid') },
            {
              validator: (_r, v?: string) =>
                !v || !AMOUNT.test(v) || toCents(v) > 0n
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('paymentForm.amountPositive'))),
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={15} autoComplete="off" />
        </Form.Item>
        <Form.Item name="method" label={t('paymentForm.methodLabel')} rules={[{ required: true }]}>
          <Select options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`paymentForm.method.${m}`) }))} />
        </Form.Item>
        <Form.Item name="reference" label={t('paymentForm.reference')}>
          <Input maxLength={60} autoComplete="off" />
        </Form.Item>
        {refund && (
          <Form.Item
            name="reason"
            label={t('paymentForm.reason')}
            rules={[{ required: true, whitespace: true, message: t('paymentForm.reasonRequired') }]}
          >
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
