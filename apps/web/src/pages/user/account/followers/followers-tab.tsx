import { Suspense, useMemo, useState } from 'react';
import { Button, Space } from 'antd';
import { IdcardOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { M, type FollowerRow } from '@bo/contract';
import { useAllow } from '../../../../components/allow';
import { DataTable } from '../../../../components/data-table/data-table';
import type { ListState } from '../../../../components/data-table/list-state';
import type { DataColumn } from '../../../../components/data-table/types';
import { EllipsisText } from '../../../../components/ellipsis-text';
import { lazyPart } from '../../../../layout/lazy-part';
import { useIsMobile } from '../../../../layout/use-is-mobile';
import { useUserStore } from '../../../../stores/user';
import { ACCOUNT_ROUTE } from '../account-tabs';
import {
  FOLLOWER_RULES,
  FOLLOWERS_TAB,
  FOLLOWERS_TABLE,
  followerName,
  followerQueries,
  type FollowerDialogKind,
} from './follower-rules';
import { WxAvatar } from '../wx-avatar';
import '../../../../components/tag.css';
import '../account.css';
import './followers.css';
import { branchTime } from '../../../../components/branch-time';

const FollowerFilters = lazyPart(() => import('./follower-filters'));
/** The dialogs (antd Modal, Form, the client picker) load when one is first opened or an action hovered. */
const FollowerDialogs = lazyPart(() => import('./follower-dialogs'));
/** The reload dialog (streamed progress from WeChat), likewise. */
const FollowerReloadDialog = lazyPart(() => import('./follower-reload-dialog'));

export type OpenFollowerDialog = { kind: FollowerDialogKind; row: FollowerRow | null };

const when = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');

/**
 * The WeChat followers tab of /user/account (issue 12 #3): the people following the branch's
 * official account as last read from WeChat, on the data table (UManage GetWxuser), with bind to
 * a client or unbind, and the two reloads from WeChat, each only with the `wechat:edit` mark.
 * Changes carry the version the user saw.
 */
export default function FollowersTab() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const canEdit = useAllow(ACCOUNT_ROUTE, M.wechatEdit);
  const [dialog, setDialog] = useState<OpenFollowerDialog | null>(null);
  const open = (kind: FollowerDialogKind, row: FollowerRow | null) => setDialog({ kind, row });

  const columns = useMemo<DataColumn<FollowerRow>[]>(() => {
    const hint = { onPointerEnter: FollowerDialogs.preload, onFocus: FollowerDialogs.preload };
    const none = <span className="bo-muted">—</span>;
    return [
      {
        key: 'nickname',
        title: t('accounts.followers.col.nickname'),
        width: 170,
        sort: 'nickname',
        render: (r) => (
          <span className="acc-wx">
            <WxAvatar src={r.avatar} />
            {r.nickname ? (
              <EllipsisText text={r.nickname} data-user-content="" data-testid="follower-nickname" />
            ) : (
              <span className="bo-muted">{t('accounts.followers.unread')}</span>
            )}
          </span>
        ),
      },
      {
        key: 'openid',
        title: t('accounts.followers.col.openid'),
        width: 170,
        render: (r) => <EllipsisText text={r.openid} code data-user-content="" data-testid="follower-openid" />,
      },
      {
        key: 'remark',
        title: t('accounts.followers.col.remark'),
        width: 130,
        render: (r) => (r.remark ? <EllipsisText text={r.remark} data-user-content="" /> : none),
      },
      {
        key: 'subscribed',
        title: t('accounts.followers.col.subscribed'),
        width: 110,
        render: (r) => (
          <span className={`ot ${r.subscribed ? 'ot-green' : 'ot-grey'}`} data-testid="follower-subscribed">
            {t(`accounts.followers.subscribed.${r.subscribed ? 'yes' : 'no'}`)}
          </span>
        ),
      },
      {
        key: 'subscribedAt',
        title: t('accounts.followers.col.subscribedAt'),
        width: 150,
        sort: 'subscribed',
        render: (r) => (r.subscribedAt ? <span className="bo-code">{when(r.subscribedAt)}</span> : none),
      },
      {
        key: 'client',
        title: t('accounts.followers.col.client'),
        width: 190,
        sort: 'client',
        render: (r) =>
          r.client ? (
            <EllipsisText
              text={`${r.client.guestname} · ${r.client.guestcode}`}
              data-user-content=""
              data-testid="follower-client"
            />
          ) : (
            <span className="bo-muted" data-testid="follower-client">
              {t('accounts.followers.unbound')}
            </span>
          ),
      },
      {
        key: 'account',
        title: t('accounts.followers.col.account'),
        width: 140,
        render: (r) => (r.account ? <EllipsisText text={r.account} code data-user-content="" /> : none),
      },
      {
        key: 'refreshedAt',
        title: t('accounts.followers.col.refreshedAt'),
        width: 150,
        sort: 'refreshed',
        render: (r) =>
          r.refreshedAt ? (
            <span className="bo-code">{when(r.refreshedAt)}</span>
          ) : (
            <span className="bo-muted">{t('accounts.followers.never')}</span>
          ),
      },
      ...(canEdit
        ? [
            {
              key: 'actions',
              title: t('accounts.followers.col.actions'),
              width: mobile ? 130 : 170,
              fixedRight: true,
              render: (r: FollowerRow) => (
                <span className="acc-actions" data-testid="follower-actions">
                  <Button
                    size="small"
                    type="link"
                    onClick={() => open('bind', r)}
                    {...hint}
                    aria-label={t('accounts.followers.action.bindOf', { name: followerName(r) })}
                    data-user-content=""
                    data-testid="follower-bind"
                  >
                    {t(r.client ? 'accounts.followers.action.rebind' : 'accounts.followers.action.bind')}
                  </Button>
                  {r.client && (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() => open('unbind', r)}
                      {...hint}
                      aria-label={t('accounts.followers.action.unbindOf', { name: followerName(r) })}
                      data-user-content=""
                      data-testid="follower-unbind"
                    >
                      {t('accounts.followers.action.unbind')}
                    </Button>
                  )}
                </span>
              ),
            } satisfies DataColumn<FollowerRow>,
          ]
        : []),
    ];
  }, [t, canEdit, mobile]);
  const query = useMemo(() => (s: ListState) => followerQueries.list(user, s), [user]);
  const hint = { onPointerEnter: FollowerReloadDialog.preload, onFocus: FollowerReloadDialog.preload };
  const reloading = dialog?.kind === 'reloadFollowers' || dialog?.kind === 'reloadProfiles';

  return (
    <div data-testid="followers-tab">
      <DataTable<FollowerRow, Record<string, never>>
        route={ACCOUNT_ROUTE}
        tab={FOLLOWERS_TAB}
        tableId={FOLLOWERS_TABLE}
        title={t('accounts.tab.followers')}
        rules={FOLLOWER_RULES}
        columns={columns}
        keyColumn="nickname"
        rowKey={(r) => r.id}
        query={query}
        filterForm={FollowerFilters}
        emptyText={t('accounts.followers.empty')}
        extra={
          canEdit && (
            <Space size={8} wrap>
              <Button
                icon={<TeamOutlined />}
                onClick={() => open('reloadFollowers', null)}
                {...hint}
                aria-label={mobile ? t('accounts.followers.reload.followers') : undefined}
                title={mobile ? t('accounts.followers.reload.followers') : undefined}
                data-testid="follower-reload-followers"
              >
                {mobile ? null : t('accounts.followers.reload.followers')}
              </Button>
              <Button
                icon={<IdcardOutlined />}
                onClick={() => open('reloadProfiles', null)}
                {...hint}
                aria-label={mobile ? t('accounts.followers.reload.profiles') : undefined}
                title={mobile ? t('accounts.followers.reload.profiles') : undefined}
                data-testid="follower-reload-profiles"
              >
                {mobile ? null : t('accounts.followers.reload.profiles')}
              </Button>
            </Space>
          )
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          {reloading ? (
            <FollowerReloadDialog
              key={dialog.kind}
              kind={dialog.kind === 'reloadProfiles' ? 'profiles' : 'followers'}
              onClose={() => setDialog(null)}
            />
          ) : (
            <FollowerDialogs
              key={`${dialog.kind}:${dialog.row?.id ?? ''}`}
              dialog={dialog}
              onClose={() => setDialog(null)}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}
