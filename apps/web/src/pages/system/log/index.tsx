import { useState } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperationLogRow } from '@bo/contract';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { OPLOG_COLUMNS } from './columns';
import { operationLogQueries } from './oplog-queries';
import { OPLOG_ROUTE, OPLOG_RULES, OPLOG_TABLE } from './oplog-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './oplog.css';

const OperationLogFilters = filterFormPart(() => import('./oplog-filters'));
const ChangeDrawer = lazyPart(() => import('./change-drawer'));

/**
 * /system/log, the branch's operation log: every change and every refusal, who, what, the
 * outcome, from where and how long it took; a row's time opens its before and after.
 */
export default function SystemLogPage() {
  return usePageStrings('logs') ? <OperationLogView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function OperationLogView() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<OperationLogRow | null>(null);
  const columns = useColumns(OPLOG_COLUMNS, { open: setShown, drawer: ChangeDrawer });
  // The answer also carries the filter's actions (read by the filter form from the cache).
  return (
    <ListPage
      testId="oplog-page"
      route={OPLOG_ROUTE}
      table={OPLOG_TABLE}
      rules={OPLOG_RULES}
      columns={columns}
      keyColumn="time"
      query={operationLogQueries.list}
      filters={OperationLogFilters}
      exportCall={{ mark: 'oplog:export', kind: 'operationLogExport' }}
      empty={t('logs.emptyOperations')}
    >
      <Opened value={shown}>{(row) => <ChangeDrawer row={row} onClose={() => setShown(null)} />}</Opened>
    </ListPage>
  );
}
