import { useState } from 'react';
import { CalculatorOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PaymentRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import type { BatchConfig } from '../../../components/batch/batch-types';
import { lazyPart } from '../../../lib/lazy-part';
import { PAYMENT_COLUMNS } from './columns';
import { paymentQueries } from './payment-queries';
import { PAYMENT_RULES, PAYMENTS_ROUTE, PAYMENTS_TABLE } from './payment-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './payments.css';

const PaymentFilters = filterFormPart(() => import('./payment-filters'));
/** The orders page's own drawer (not a copy): an order number opens its order, where payments and refunds are recorded. */
const OrderDrawer = lazyPart(() => import('../customerorder/order-drawer'));
const ReconciliationDialog = lazyPart(() => import('./reconciliation-dialog'));
const RecordPaymentDialog = lazyPart(() => import('./record-payment-dialog'));

/**
 * /order/customerpaylist, the branch's payments and refunds (issue 10 #5): the data table with
 * its filters and summed amount, the order behind a payment in the orders page's drawer, and a
 * day's reconciliation by method.
 */
export default function OrderCustomerpaylistPage() {
  const { t } = useTranslation();
  const canRecord = useAllow(PAYMENTS_ROUTE, 'payment:record');
  const [openId, setOpenId] = useState<number | null>(null);
  const dialog = useRowDialog<'record' | 'reconcile', null>();
  const columns = useColumns(PAYMENT_COLUMNS, { show: setOpenId, drawer: OrderDrawer });
  // Payments are picked for an export only: their state is the provider's or the recorder's word (decision 0147).
  const paymentBatch: BatchConfig<PaymentRow> = {
    label: (r) => t('batch.rowLabel', { name: paymentName(r) }),
    name: paymentName,
    actions: [],
    onDone: () => undefined,
  };
  return (
    <ListPage
      testId="payments-page"
      route={PAYMENTS_ROUTE}
      table={PAYMENTS_TABLE}
      rules={PAYMENT_RULES}
      columns={columns}
      keyColumn="orderno"
      query={paymentQueries.list}
      filters={PaymentFilters}
      exportCall={{ mark: 'payment:export', kind: 'paymentExport' }}
      empty={t('payments.empty')}
      batch={paymentBatch}
      toolbar={
        <>
          {canRecord && (
            <ToolbarButton
              icon={<PlusOutlined />}
              label={t('paymentForm.record')}
              onClick={() => dialog.open('record', null)}
              opens={RecordPaymentDialog}
              testId="record-payment-button"
            />
          )}
          <ToolbarButton
            icon={<CalculatorOutlined />}
            label={t('payments.reconciliation.open')}
            onClick={() => dialog.open('reconcile', null)}
            opens={ReconciliationDialog}
            testId="reconciliation-button"
          />
        </>
      }
    >
      <Opened value={openId}>{(id) => <OrderDrawer id={id} onClose={() => setOpenId(null)} />}</Opened>
      <Opened value={dialog.current}>
        {({ kind }) =>
          kind === 'record' ? (
            <RecordPaymentDialog onClose={dialog.close} />
          ) : (
            <ReconciliationDialog onClose={dialog.close} />
          )
        }
      </Opened>
    </ListPage>
  );
}

/** A payment as a checkbox names it: its order, else its reference, else its number. */
const paymentName = (r: PaymentRow) => [r.orderno, r.reference].filter(Boolean).join(' ') || `#${r.id}`;
