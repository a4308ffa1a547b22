import { useMemo } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { callAddress, type LoginDslogExport, type LoginLogReason, type LoginLogRow } from '@bo/contract';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { ExportButton } from '../../../components/export/export-button';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { UserAgentText } from '../../../components/user-agent-text';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { loginLogQueries } from './loginlog-queries';
import { LOGINLOG_ROUTE, LOGINLOG_RULES, LOGINLOG_TABLE } from './loginlog-rules';
import '../../order/order-tags.css';
import { branchTime } from '../../../components/branch-time';

const LoginLogFilters = lazyPart(() => import('./loginlog-filters'));
/** By address only: the call's zod schemas stay out of the page. */
const EXPORT = callAddress<typeof LoginDslogExport>('GET', '/api/UManage/LoginDslogExport');

const REASON_COLOUR: Record<LoginLogReason, string> = {
  ok: 'green',
  switch: 'blue',
  bad_credentials: 'red',
  disabled: 'grey',
  throttled: 'orange',
  pending: 'gold',
  qr_issued: 'default',
  qr_scanned: 'default',
  qr_confirmed: 'blue',
  qr_rejected: 'orange',
  qr: 'green',
  qr_refused: 'red',
  software: 'green',
  software_refused: 'red',
};

/** /user/loginlog, the branch's sign-in log (spec §7 LoginDslog): who signed in or tried, when, from where, and how it ended. */
export default function UserLoginlogPage() {
  return usePageStrings('logs') ? <LoginLogView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function LoginLogView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(LOGINLOG_ROUTE);

  const columns = useMemo<DataColumn<LoginLogRow>[]>(
    () => [
      {
        key: 'time',
        title: t('logs.col.time'),
        width: 150,
        sort: 'time',
        render: (r) => <span className="bo-code">{branchTime(r.at, 'YYYY-MM-DD HH:mm:ss')}</span>,
      },
      {
        key: 'account',
        title: t('logs.col.account'),
        width: 140,
        render: (r) => <EllipsisText text={r.userName} code data-user-content="" />,
      },
      {
        key: 'outcome',
        title: t('logs.col.outcome'),
        width: 150,
        render: (r) => (
          <span className={`ot ot-${REASON_COLOUR[r.reason]}`} data-reason={r.reason}>
            {t(`logs.reason.${r.reason}`)}
          </span>
        ),
      },
      { key: 'ip', title: t('logs.col.ip'), width: 140, render: (r) => <EllipsisText text={r.ip} code /> },
      {
        key: 'agent',
        title: t('logs.col.userAgent'),
        width: 200,
        render: (r) => <UserAgentText agent={r.userAgent} />,
      },
    ],
    [t],
  );
  const query = useMemo(() => (s: ListState) => loginLogQueries.list(user, s), [user]);

  return (
    <div data-testid="loginlog-page">
      <DataTable<LoginLogRow, Record<string, never>>
        route={LOGINLOG_ROUTE}
        tableId={LOGINLOG_TABLE}
        title={title}
        rules={LOGINLOG_RULES}
        columns={columns}
        keyColumn="time"
        rowKey={(r) => r.id}
        query={query}
        filterForm={LoginLogFilters}
        exportAction={(s) => (
          <ExportButton route={LOGINLOG_ROUTE} mark="loginlog:export" path={EXPORT.path} state={s} />
        )}
        emptyText={t('logs.emptyLogin')}
      />
    </div>
  );
}
