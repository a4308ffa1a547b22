import { Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OnlineUserRow } from '@bo/contract';
import { forceLogout } from '../../../api/online-users';
import { useHoldsMark } from '../../../components/allow';
import { invalidateBranch } from '../../../components/branch-cache';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { useSubmit } from '../../../components/submit/use-submit';
import { usePageStrings } from '../../../components/use-page-strings';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { ONLINE_COLUMNS } from './columns';
import { onlineQueries } from './online-queries';
import { ONLINE_ROUTE, ONLINE_RULES, ONLINE_TABLE } from './online-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './online.css';

const OnlineFilters = filterFormPart(() => import('./online-filters'));
const sessionIdOf = (r: OnlineUserRow) => r.sessionId;

/**
 * /user/online (issue 37 #5, RuoYi's 在线用户): the branch's open sessions, last used first; with
 * the staff sign-out mark, end one (that console is signed out at its next call).
 */
export default function UserOnlinePage() {
  return usePageStrings('online') ? <OnlineView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function OnlineView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canSignOut = useHoldsMark('staff:signout');
  const submit = useSubmit({ show: 'message' });
  const end = (r: OnlineUserRow) =>
    submit.run(async () => {
      const { userName } = await forceLogout(r.sessionId);
      showSuccess(t('online.ended', { name: userName }));
      void invalidateBranch(client, user, 'online-users');
    }, r.sessionId);
  const columns = useColumns(ONLINE_COLUMNS, { canSignOut, end, ending: submit.busyWith });
  return (
    <ListPage
      testId="online-page"
      route={ONLINE_ROUTE}
      table={ONLINE_TABLE}
      rules={ONLINE_RULES}
      columns={columns}
      keyColumn="account"
      rowKey={sessionIdOf}
      query={onlineQueries.list}
      filters={OnlineFilters}
      empty={t('online.empty')}
    />
  );
}
