import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { usePageStrings } from '../../../components/use-page-strings';
import { LOGINLOG_COLUMNS } from './columns';
import { loginLogQueries } from './loginlog-queries';
import { LOGINLOG_ROUTE, LOGINLOG_RULES, LOGINLOG_TABLE } from './loginlog-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';

const LoginLogFilters = filterFormPart(() => import('./loginlog-filters'));

/** /user/loginlog, the branch's sign-in log (spec §7 LoginDslog): who signed in or tried, when, from where, and how it ended. */
export default function UserLoginlogPage() {
  return usePageStrings('logs') ? <LoginLogView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function LoginLogView() {
  const { t } = useTranslation();
  const columns = useColumns(LOGINLOG_COLUMNS, {});
  return (
    <ListPage
      testId="loginlog-page"
      route={LOGINLOG_ROUTE}
      table={LOGINLOG_TABLE}
      rules={LOGINLOG_RULES}
      columns={columns}
      keyColumn="time"
      query={loginLogQueries.list}
      filters={LoginLogFilters}
      exportCall={{ mark: 'loginlog:export', kind: 'loginLogExport' }}
      empty={t('logs.emptyLogin')}
    />
  );
}
