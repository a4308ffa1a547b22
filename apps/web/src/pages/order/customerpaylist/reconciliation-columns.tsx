import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { PaymentMethod } from '@bo/contract';
import { formatCount, formatMoney, toCents } from '../../../components/number-format';

/** A method's figures of the day, or (method null) the total row. */
export interface ReconciliationLine {
  key: string;
  method: PaymentMethod | null;
  payments: number;
  received: string;
  refunds: number;
  refunded: string;
  net: string;
}

/** The reconciliation table's columns: the server's exact figures, only formatted. */
export function reconciliationColumns(t: TFunction): TableColumnsType<ReconciliationLine> {
  return [
    {
      key: 'method',
      title: t('paymentForm.methodLabel'),
      width: 130,
      render: (_v, l) => (l.method ? t(`paymentForm.method.${l.method}`) : <b>{t('table.summary')}</b>),
    },
    {
      key: 'payments',
      title: t('payments.reconciliation.payments'),
      width: 80,
      align: 'right',
      render: (_v, l) => formatCount(l.payments),
    },
    {
      key: 'received',
      title: t('payments.reconciliation.received'),
      width: 120,
      align: 'right',
      render: (_v, l) => formatMoney(l.received),
    },
    {
      key: 'refunds',
      title: t('payments.reconciliation.refunds'),
      width: 80,
      align: 'right',
      render: (_v, l) => formatCount(l.refunds),
    },
    {
      key: 'refunded',
      title: t('payments.reconciliation.refunded'),
      width: 120,
      align: 'right',
      render: (_v, l) => formatMoney(l.refunded),
    },
    {
      key: 'net',
      title: t('payments.reconciliation.net'),
      width: 120,
      align: 'right',
      render: (_v, l) => (
        <span
          className={toCents(l.net) < 0n ? 'pay-refund' : undefined}
          data-testid={l.method ? undefined : 'reconciliation-net'}
        >
          {formatMoney(l.net)}
        </span>
      ),
    },
  ];
}
