import { Suspense, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { callAddress, type OperationLogExport, type OperationLogRow } from '@bo/contract';
import { DataTable, type ListQueryOptions } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { ExportButton } from '../../../components/export/export-button';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { UserAgentText } from '../../../components/user-agent-text';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { ActionTitle } from './action-title';
import { operationLogQueries } from './oplog-queries';
import { OPLOG_ROUTE, OPLOG_RULES, OPLOG_TABLE } from './oplog-rules';
import { OutcomeTag } from './outcome-tag';
import './oplog.css';
import { branchTime } from '../../../components/branch-time';

const OperationLogFilters = lazyPart(() => import('./oplog-filters'));
const ChangeDrawer = lazyPart(() => import('./change-drawer'));
/** By address only: the call's zod schemas stay out of the page. */
const EXPORT = callAddress<typeof OperationLogExport>('GET', '/api/System/OperationLogExport');

/**
 * /system/log, the branch's operation log: every change and every refusal, who, what, the
 * outcome, from where and how long it took; a row's time opens its before and after.
 */
export default function SystemLogPage() {
  return usePageStrings('logs') ? <OperationLogView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function OperationLogView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(OPLOG_ROUTE);
  const [open, setOpen] = useState<OperationLogRow | null>(null);

  const columns = useMemo<DataColumn<OperationLogRow>[]>(
    () => [
      {
        key: 'time',
        title: t('logs.col.time'),
        width: 170,
        sort: 'time',
        render: (r) => (
          <Button
            type="link"
            size="small"
            className="oplog-open"
            onClick={() => setOpen(r)}
            onPointerEnter={ChangeDrawer.preload}
            onFocus={ChangeDrawer.preload}
            data-testid="oplog-open"
          >
            <span className="bo-code">{branchTime(r.at, 'YYYY-MM-DD HH:mm:ss')}</span>
          </Button>
        ),
      },
      {
        key: 'who',
        title: t('logs.col.who'),
        width: 120,
        render: (r) =>
          r.userName ? (
            <EllipsisText text={r.userName} code data-user-content="" />
          ) : (
            <span className="bo-muted">—</span>
          ),
      },
      {
        key: 'branch',
        title: t('logs.col.branch'),
        width: 80,
        render: (r) => <span className="bo-code">{r.gscode}</span>,
      },
      { key: 'action', title: t('logs.col.action'), width: 180, render: (r) => <ActionTitle row={r} /> },
      {
        key: 'target',
        title: t('logs.col.target'),
        width: 130,
        render: (r) =>
          r.targetId ? (
            <EllipsisText text={r.targetId} code data-user-content="" />
          ) : (
            <span className="bo-muted">—</span>
          ),
      },
      { key: 'outcome', title: t('logs.col.outcome'), width: 100, render: (r) => <OutcomeTag outcome={r.outcome} /> },
      {
        key: 'ip',
        title: t('logs.col.ip'),
        width: 130,
        render: (r) => (r.ip ? <EllipsisText text={r.ip} code /> : <span className="bo-muted">—</span>),
      },
      {
        key: 'agent',
        title: t('logs.col.userAgent'),
        width: 170,
        render: (r) => <UserAgentText agent={r.userAgent} />,
      },
      {
        key: 'duration',
        title: t('logs.col.duration'),
        width: 100,
        align: 'right',
        render: (r) => t('logs.ms', { n: r.durationMs }),
      },
    ],
    [t],
  );
  // The answer also carries the filter's actions (read by the filter form from the cache); the table reads the list part.
  const query = useMemo(
    () => (s: ListState) =>
      operationLogQueries.list(user, s) as unknown as ListQueryOptions<OperationLogRow, Record<string, never>>,
    [user],
  );

  return (
    <div data-testid="oplog-page">
      <DataTable<OperationLogRow, Record<string, never>>
        route={OPLOG_ROUTE}
        tableId={OPLOG_TABLE}
        title={title}
        rules={OPLOG_RULES}
        columns={columns}
        keyColumn="time"
        rowKey={(r) => r.id}
        query={query}
        filterForm={OperationLogFilters}
        exportAction={(s) => <ExportButton route={OPLOG_ROUTE} mark="oplog:export" path={EXPORT.path} state={s} />}
        emptyText={t('logs.emptyOperations')}
      />
      {open && (
        <Suspense fallback={null}>
          <ChangeDrawer row={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
