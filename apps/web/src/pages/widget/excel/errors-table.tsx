import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClientImportResult } from '@bo/contract';
import { formatCount } from '../../../components/number-format';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * A check's or an import's errors by row and cell (Excel's row number and column letter, the
 * sheet's header, the client field, what is wrong). The list is the end frame's, already whole
 * in the browser: a local table, not the server-paged data table.
 */
export function ErrorsTable({ result, label }: { result: ClientImportResult; label: (field: string) => string }) {
  const { t } = useTranslation();
  if (!result.errors.length) return null;
  return (
    <div data-testid="excel-errors">
      <h3 className="bo-excel-card-title">{t('excel.import.errorsTitle')}</h3>
      <ScrollRegion label={t('excel.import.errorsTitle')} minWidth={560}>
        <Table
          size="small"
          rowKey={(e) => `${e.row}-${e.column}-${e.field}`}
          dataSource={result.errors}
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
      {result.moreErrors > 0 && (
        <p className="bo-muted">{t('excel.import.moreErrors', { count: formatCount(result.moreErrors) })}</p>
      )}
    </div>
  );
}
