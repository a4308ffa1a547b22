import { useState } from 'react';
import { Button, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JOB_LIMITS } from '@bo/contract';
import { downloadJobFile } from '../../../api/jobs';
import { saveFile } from '../../../api/read-export';
import { failureText } from '../../../components/jobs/failure-text';
import type { ImportOutcome } from '../../../components/jobs/job-rules';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * A check's or an import's refusals by row and cell (Excel's row number and column letter, the
 * sheet's header, the client field, what is wrong): the first ones, as the job's row lists them,
 * in a local table (not the server-paged data table). The error sheet has every one.
 */
export function ErrorsTable({ outcome, label }: { outcome: ImportOutcome; label: (field: string) => string }) {
  const { t } = useTranslation();
  if (!outcome.errors.length) return null;
  return (
    <div data-testid="excel-errors">
      <h3 className="bo-excel-card-title">{t('excel.import.errorsTitle')}</h3>
      <ScrollRegion label={t('excel.import.errorsTitle')} minWidth={560}>
        <Table
          size="small"
          rowKey={(e) => `${e.row}-${e.column}-${e.field}`}
          dataSource={outcome.errors}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { title: t('excel.import.colRow'), dataIndex: 'row', width: 70 },
            {
              title: t('excel.import.colCell'),
              key: 'cell',
              width: 200,
              render: (_: unknown, e) =>
                e.column ? (
                  <span>
                    <b>{`${e.column}${e.row}`}</b> <span data-user-content>{e.header}</span>
                  </span>
                ) : (
                  t('excel.import.fieldNone')
                ),
            },
            {
              title: t('excel.import.colField'),
              dataIndex: 'field',
              width: 160,
              render: (f: string) => (f ? label(f) : t('excel.import.fieldNone')),
            },
            {
              title: t('excel.import.colMessage'),
              dataIndex: 'message',
              render: (m: string) => <span data-user-content>{m}</span>,
            },
          ]}
        />
      </ScrollRegion>
      {outcome.more && (
        <p className="bo-muted" data-testid="excel-more-errors">
          {t('excel.import.moreInSheet', { count: JOB_LIMITS.errorsListed })}
        </p>
      )}
    </div>
  );
}

/** The error sheet (.xlsx: every refused row, its column and the reason), when the job left one. */
export function ErrorSheetButton({
  outcome,
  onProblem,
}: {
  outcome: ImportOutcome;
  onProblem: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!outcome.errorFileName) return null;
  const download = async () => {
    setBusy(true);
    try {
      const f = await downloadJobFile(outcome.row, 'errors');
      saveFile(f.blob, f.fileName);
    } catch (e) {
      onProblem(failureText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="excel-error-sheet">
      {t('excel.import.errorSheet')}
    </Button>
  );
}
