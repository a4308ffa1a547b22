import { useState } from 'react';
import { Alert, Button, DatePicker, Modal, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { branchToday } from '../../../components/branch-time';
import { isSessionEnded } from '../../../api/http';
import { ScrollRegion } from '../../../components/scroll-region';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { paymentQueries } from './payment-queries';
import { reconciliationColumns, type ReconciliationLine as Line } from './reconciliation-columns';

/**
 * A day's reconciliation (issue 10 #5): the successful payments and refunds of one day of the
 * branch by method, with a total row. The figures are the server's exact strings, only
 * formatted here (never added up in the browser). Opens on today; future days cannot be picked.
 */
export default function ReconciliationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const [day, setDay] = useState<Dayjs>(() => branchToday());
  const text = day.format('YYYY-MM-DD');
  const answer = useQuery({ ...paymentQueries.reconciliation(user, text), placeholderData: keepPreviousData });
  const data = answer.data;
  const lines: Line[] = data
    ? [...data.rows.map((r) => ({ key: r.method, ...r })), { key: 'total', method: null, ...data.total }]
    : [];

  return (
    <Modal
      open
      title={t('payments.reconciliation.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('payments.reconciliation.close')}</Button>}
      width={mobile ? '100%' : 760}
      destroyOnHidden
      data-testid="reconciliation-dialog"
    >
      <div className="pay-recon-head">
        <label htmlFor="recon-day">{t('payments.reconciliation.day')}</label>
        <DatePicker
          id="recon-day"
          value={day}
          allowClear={false}
          disabledDate={(d) => d.isAfter(branchToday(), 'day')}
          onChange={(d) => d && setDay(d.startOf('day'))}
          data-testid="reconciliation-day"
        />
      </div>
      {answer.isError && !data && !isSessionEnded(answer.error) && (
        <Alert
          type="error"
          showIcon
          title={t('payments.reconciliation.failed', { msg: answer.error.message })}
          action={
            <Button size="small" onClick={() => void answer.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {!(answer.isError && !data) && (
        <ScrollRegion label={t('payments.reconciliation.title')} minWidth={620}>
          <Table<Line>
            size="small"
            className="pay-recon"
            aria-label={t('payments.reconciliation.title')}
            loading={answer.isFetching}
            pagination={false}
            dataSource={lines}
            rowKey="key"
            rowClassName={(l) => (l.method === null ? 'pay-recon-total' : '')}
            data-testid="reconciliation-table"
            data-day={answer.isPlaceholderData ? '' : (data?.day ?? '')}
            columns={reconciliationColumns(t)}
          />
        </ScrollRegion>
      )}
    </Modal>
  );
}
