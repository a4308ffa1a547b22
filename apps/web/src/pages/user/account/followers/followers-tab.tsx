import { IdcardOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { M, type FollowerRow } from '@bo/contract';
import { useAllow } from '../../../../components/allow';
import { useColumns } from '../../../../components/list-page/columns';
import { Opened } from '../../../../components/list-page/opened';
import { ToolbarButton } from '../../../../components/list-page/toolbar-button';
import { useRowDialog } from '../../../../components/list-page/use-row-dialog';
import { lazyPart } from '../../../../lib/lazy-part';
import { AccountList } from '../account-list';
import { ACCOUNT_ROUTE } from '../account-tabs';
import { FOLLOWER_COLUMNS } from './columns';
import {
  FOLLOWER_RULES,
  FOLLOWERS_TAB,
  FOLLOWERS_TABLE,
  followerQueries,
  type FollowerDialogKind,
} from './follower-rules';
import { filterFormPart } from '../../../../components/data-table/filter-form-part';
import './followers.css';

const FollowerFilters = filterFormPart(() => import('./follower-filters'));
/** The dialogs (antd Modal, Form, the client picker) load when one is first opened or an action hovered. */
const FollowerDialogs = lazyPart(() => import('./follower-dialogs'));
/** The reload dialog (streamed progress from WeChat), likewise. */
const FollowerReloadDialog = lazyPart(() => import('./follower-reload-dialog'));

/**
 * The WeChat followers tab of /user/account (issue 12 #3): the people following the branch's
 * official account as last read from WeChat, on the data table (UManage GetWxuser), with bind to
 * a client or unbind, and the two reloads from WeChat, each only with the `wechat:edit` mark.
 * Changes carry the version the user saw.
 */
export default function FollowersTab() {
  const { t } = useTranslation();
  const canEdit = useAllow(ACCOUNT_ROUTE, M.wechatEdit);
  const dialog = useRowDialog<FollowerDialogKind, FollowerRow | null>();
  const columns = useColumns(FOLLOWER_COLUMNS, { canEdit, open: dialog.open, dialogs: FollowerDialogs });

  return (
    <AccountList
      testId="followers-tab"
      tab={FOLLOWERS_TAB}
      table={FOLLOWERS_TABLE}
      rules={FOLLOWER_RULES}
      columns={columns}
      keyColumn="nickname"
      query={followerQueries.list}
      filters={FollowerFilters}
      empty={t('accounts.followers.empty')}
      toolbar={
        canEdit && (
          <>
            <ToolbarButton
              icon={<TeamOutlined />}
              label={t('accounts.followers.reload.followers')}
              onClick={() => dialog.open('reloadFollowers', null)}
              opens={FollowerReloadDialog}
              testId="follower-reload-followers"
            />
            <ToolbarButton
              icon={<IdcardOutlined />}
              label={t('accounts.followers.reload.profiles')}
              onClick={() => dialog.open('reloadProfiles', null)}
              opens={FollowerReloadDialog}
              testId="follower-reload-profiles"
            />
          </>
        )
      }
    >
      <Opened value={dialog.current}>
        {(d) =>
          d.kind === 'reloadFollowers' || d.kind === 'reloadProfiles' ? (
            <FollowerReloadDialog
              key={dialog.key}
              kind={d.kind === 'reloadProfiles' ? 'profiles' : 'followers'}
              onClose={dialog.close}
            />
          ) : (
            <FollowerDialogs key={dialog.key} dialog={d} onClose={dialog.close} />
          )
        }
      </Opened>
    </AccountList>
  );
}
