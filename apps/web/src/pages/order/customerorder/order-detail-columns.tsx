import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@bo/contract';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatCount, formatMoney, toCents } from '../../../components/number-format';
import { PaymentStateTag } from '../order-tags';
import { orderTime } from './order-time';

type Line = OrderDetail['lines'][number];
type Payment = OrderDetail['payments'][number];

/** The columns of the order drawer's lines table. */
export function lineColumns(t: TFunction): TableColumnsType<Line> {
  return [
    {
      key: 'product',
      title: t('orders.line.product'),
      width: 150,
      render: (_v, l) => <EllipsisText text={l.product} data-user-content="" />,
    },
    { key: 'size', title: t('orders.line.size'), width: 100, render: (_v, l) => l.size },
    {
      key: 'paper',
      title: t('orders.line.paper'),
      width: 110,
      render: (_v, l) => <EllipsisText text={l.paper} data-user-content="" />,
    },
    {
      key: 'finish',
      title: t('orders.line.finish'),
      width: 110,
      render: (_v, l) => (l.finish ? <EllipsisText text={l.finish} data-user-content="" /> : '—'),
    },
    { key: 'qty', title: t('orders.col.qty'), width: 80, align: 'right', render: (_v, l) => formatCount(l.qty) },
    { key: 'price', title: t('orders.line.price'), width: 90, align: 'right', render: (_v, l) => formatMoney(l.price) },
    {
      key: 'amount',
      title: t('orders.col.amount'),
      width: 100,
      align: 'right',
      render: (_v, l) => formatMoney(l.amount),
    },
  ];
}

/** The columns of the order drawer's payments table; a refund (negative amount) is shown apart. */
export function paymentColumns(t: TFunction): TableColumnsType<Payment> {
  return [
    { key: 'time', title: t('orders.payment.time'), width: 130, render: (_v, p) => orderTime(p.paid_at) },
    {
      key: 'amount',
      title: t('orders.col.amount'),
      width: 100,
      align: 'right',
      render: (_v, p) => (
        <span className={toCents(p.amount) < 0n ? 'order-refund' : undefined}>{formatMoney(p.amount)}</span>
      ),
    },
    {
      key: 'method',
      title: t('paymentForm.methodLabel'),
      width: 100,
      render: (_v, p) => t(`paymentForm.method.${p.method}`),
    },
    {
      key: 'state',
      title: t('orders.payment.state'),
      width: 90,
      render: (_v, p) => <PaymentStateTag state={p.state} />,
    },
    {
      key: 'reference',
      title: t('paymentForm.reference'),
      width: 120,
      render: (_v, p) => (p.reference ? <EllipsisText text={p.reference} code /> : '—'),
    },
    { key: 'by', title: t('orders.payment.by'), width: 100, render: (_v, p) => <RecordedBy name={p.recorded_by} /> },
    {
      key: 'reason',
      title: t('paymentForm.reason'),
      width: 140,
      render: (_v, p) => (p.reason ? <EllipsisText text={p.reason} data-user-content="" /> : ''),
    },
  ];
}

/** Who recorded a payment: a colleague's nickname, or the shop itself. */
function RecordedBy({ name }: { name: string }) {
  const { t } = useTranslation();
  return name ? <span data-user-content>{name}</span> : <>{t('orders.detail.shop')}</>;
}
