import { Suspense, useMemo, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CalculatorOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { callAddress, type PaymentExport, type PaymentRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { ExportButton } from '../../../components/export/export-button';
import { formatMoney, toCents } from '../../../components/number-format';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { PaymentStateTag } from '../order-tags';
import { paymentQueries } from './payment-queries';
import { PAYMENT_RULES, PAYMENTS_ROUTE, PAYMENTS_TABLE } from './payment-rules';
import './payments.css';
import { branchTime } from '../../../components/branch-time';

type PaymentSummary = { amount: string };

const PaymentFilters = lazyPart(() => import('./payment-filters'));
/** The orders page's own drawer (not a copy): an order number opens its order, where payments and refunds are recorded. */
const OrderDrawer = lazyPart(() => import('../customerorder/order-drawer'));
const ReconciliationDialog = lazyPart(() => import('./reconciliation-dialog'));
const RecordPaymentDialog = lazyPart(() => import('./record-payment-dialog'));
/** By address only: the call's zod schemas stay out of the page. */
const PAYMENT_EXPORT = callAddress<typeof PaymentExport>('GET', '/api/Payment/Export');

const isRefund = (amount: string) => toCents(amount) < 0n;

/**
 * /order/customerpaylist, the branch's payments and refunds (issue 10 #5): the data table with
 * its filters and summed amount, the order behind a payment in the orders page's drawer, and a
 * day's reconciliation by method.
 */
export default function OrderCustomerpaylistPage() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  // The menu's own title of the page, as the tab and the breadcrumb show it.
  const title = usePageTitle(PAYMENTS_ROUTE);
  const mobile = useIsMobile();
  const [openId, setOpenId] = useState<number | null>(null);
  const [reconciling, setReconciling] = useState(false);
  const [recording, setRecording] = useState(false);
  const canRecord = useAllow(PAYMENTS_ROUTE, 'payment:record');

  const columns = useMemo<DataColumn<PaymentRow, PaymentSummary>[]>(
    () => [
      {
        key: 'orderno',
        title: t('orders.col.orderno'),
        width: 180,
        render: (r) =>
          r.order_id === null ? (
            <span className="bo-muted">—</span>
          ) : (
            <Button
              type="link"
              size="small"
              className="order-link"
              onClick={() => setOpenId(r.order_id)}
              onPointerEnter={OrderDrawer.preload}
              onFocus={OrderDrawer.preload}
              data-testid="payment-order"
            >
              <EllipsisText text={r.orderno} code />
            </Button>
          ),
      },
      {
        key: 'time',
        title: t('payments.col.time'),
        width: 150,
        sort: 'time',
        render: (r) => <span className="bo-code">{branchTime(r.paid_at, 'YYYY-MM-DD HH:mm')}</span>,
      },
      {
        key: 'client',
        title: t('orders.col.client'),
        width: 180,
        render: (r) => (
          <EllipsisText
            text={r.guestname || r.guestcode}
            tooltip={`${r.guestname} · ${r.guestcode}`}
            data-user-content=""
          />
        ),
      },
      {
        key: 'amount',
        title: t('orders.col.amount'),
        width: 130,
        align: 'right',
        sort: 'amount',
        render: (r) => <span className={isRefund(r.amount) ? 'pay-refund' : undefined}>{formatMoney(r.amount)}</span>,
        summary: (s) => <span className={isRefund(s.amount) ? 'pay-refund' : undefined}>{formatMoney(s.amount)}</span>,
      },
      {
        key: 'method',
        title: t('paymentForm.methodLabel'),
        width: 150,
        render: (r) => <EllipsisText text={t(`paymentForm.method.${r.method}`)} />,
      },
      {
        key: 'reference',
        title: t('paymentForm.reference'),
        width: 160,
        render: (r) =>
          r.reference ? (
            <EllipsisText text={r.reference} code data-user-content="" />
          ) : (
            <span className="bo-muted">—</span>
          ),
      },
      { key: 'state', title: t('payments.col.state'), width: 100, render: (r) => <PaymentStateTag state={r.state} /> },
      {
        key: 'reason',
        title: t('paymentForm.reason'),
        width: 180,
        render: (r) =>
          r.reason ? <EllipsisText text={r.reason} data-user-content="" /> : <span className="bo-muted">—</span>,
      },
      {
        key: 'by',
        title: t('orders.payment.by'),
        width: 120,
        // A payment the shop recorded itself has no colleague's name.
        render: (r) =>
          r.recorded_by ? (
            <EllipsisText text={r.recorded_by} data-user-content="" />
          ) : (
            <span className="bo-muted">{t('orders.detail.shop')}</span>
          ),
      },
    ],
    [t],
  );
  const query = useMemo(() => (s: ListState) => paymentQueries.list(user, s), [user]);

  return (
    <div data-testid="payments-page">
      <DataTable<PaymentRow, PaymentSummary>
        route={PAYMENTS_ROUTE}
        tableId={PAYMENTS_TABLE}
        title={title}
        rules={PAYMENT_RULES}
        columns={columns}
        keyColumn="orderno"
        rowKey={(r) => r.id}
        query={query}
        filterForm={PaymentFilters}
        exportAction={(s) => (
          <ExportButton route={PAYMENTS_ROUTE} mark="payment:export" path={PAYMENT_EXPORT.path} state={s} />
        )}
        emptyText={t('payments.empty')}
        extra={
          <>
            {canRecord && (
              <Tooltip title={mobile ? t('paymentForm.record') : undefined}>
                <Button
                  icon={<PlusOutlined />}
                  aria-label={mobile ? t('paymentForm.record') : undefined}
                  onClick={() => setRecording(true)}
                  onPointerEnter={RecordPaymentDialog.preload}
                  data-testid="record-payment-button"
                >
                  {mobile ? null : t('paymentForm.record')}
                </Button>
              </Tooltip>
            )}
            <Tooltip title={mobile ? t('payments.reconciliation.open') : undefined}>
              <Button
                icon={<CalculatorOutlined />}
                aria-label={mobile ? t('payments.reconciliation.open') : undefined}
                onClick={() => setReconciling(true)}
                onPointerEnter={ReconciliationDialog.preload}
                data-testid="reconciliation-button"
              >
                {mobile ? null : t('payments.reconciliation.open')}
              </Button>
            </Tooltip>
          </>
        }
      />
      {openId !== null && (
        <Suspense fallback={null}>
          <OrderDrawer id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
      {recording && (
        <Suspense fallback={null}>
          <RecordPaymentDialog onClose={() => setRecording(false)} />
        </Suspense>
      )}
      {reconciling && (
        <Suspense fallback={null}>
          <ReconciliationDialog onClose={() => setReconciling(false)} />
        </Suspense>
      )}
    </div>
  );
}
