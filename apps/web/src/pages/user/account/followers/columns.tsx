import type { FollowerRow } from '@bo/contract';
import { Muted, TextCell, TimeCell } from '../../../../components/list-page/cells';
import type { ColumnSpec } from '../../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../../components/list-page/row-actions';
import { onOff, Tag } from '../../../../components/tag';
import { WxAvatar } from '../wx-avatar';
import { followerName, type FollowerDialogKind } from './follower-rules';

/** What the followers' rows may do (wechat:edit): bind to a client, unbind. */
export interface FollowerContext {
  canEdit: boolean;
  open: (kind: FollowerDialogKind, row: FollowerRow) => void;
  dialogs: Opens;
}

/** The WeChat followers' columns. */
export const FOLLOWER_COLUMNS: ColumnSpec<FollowerRow, FollowerContext>[] = [
  {
    key: 'nickname',
    title: 'accounts.followers.col.nickname',
    width: 170,
    sort: 'nickname',
    render: (r, { t }) => (
      <span className="acc-wx">
        <WxAvatar src={r.avatar} />
        <TextCell
          text={r.nickname}
          empty={<Muted>{t('accounts.followers.unread')}</Muted>}
          testId="follower-nickname"
        />
      </span>
    ),
  },
  {
    key: 'openid',
    title: 'accounts.followers.col.openid',
    width: 170,
    render: (r) => <TextCell text={r.openid} code testId="follower-openid" />,
  },
  { key: 'remark', title: 'accounts.followers.col.remark', width: 130, render: (r) => <TextCell text={r.remark} /> },
  {
    key: 'subscribed',
    title: 'accounts.followers.col.subscribed',
    width: 110,
    render: (r, { t }) => (
      <Tag colour={onOff(r.subscribed)} data-testid="follower-subscribed">
        {t(`accounts.followers.subscribed.${r.subscribed ? 'yes' : 'no'}`)}
      </Tag>
    ),
  },
  {
    key: 'subscribedAt',
    title: 'accounts.followers.col.subscribedAt',
    width: 150,
    sort: 'subscribed',
    render: (r) => <TimeCell at={r.subscribedAt} />,
  },
  {
    key: 'client',
    title: 'accounts.followers.col.client',
    width: 190,
    sort: 'client',
    render: (r, { t }) => (
      <TextCell
        text={r.client && `${r.client.guestname} · ${r.client.guestcode}`}
        empty={<Muted data-testid="follower-client">{t('accounts.followers.unbound')}</Muted>}
        testId="follower-client"
      />
    ),
  },
  {
    key: 'account',
    title: 'accounts.followers.col.account',
    width: 140,
    render: (r) => <TextCell text={r.account} code />,
  },
  {
    key: 'refreshedAt',
    title: 'accounts.followers.col.refreshedAt',
    width: 150,
    sort: 'refreshed',
    render: (r, { t }) => <TimeCell at={r.refreshedAt} empty={<Muted>{t('accounts.followers.never')}</Muted>} />,
  },
  {
    key: 'actions',
    title: 'accounts.followers.col.actions',
    width: 170,
    mobileWidth: 130,
    fixedRight: true,
    when: (c) => c.canEdit,
    render: (r, { t, open, dialogs }) => (
      <RowActions testId="follower-actions">
        <RowAction
          onClick={() => open('bind', r)}
          opens={dialogs}
          label={t('accounts.followers.action.bindOf', { name: followerName(r) })}
          userContent
          testId="follower-bind"
        >
          {t(r.client ? 'accounts.followers.action.rebind' : 'accounts.followers.action.bind')}
        </RowAction>
        {r.client && (
          <RowAction
            danger
            onClick={() => open('unbind', r)}
            opens={dialogs}
            label={t('accounts.followers.action.unbindOf', { name: followerName(r) })}
            userContent
            testId="follower-unbind"
          >
            {t('accounts.followers.action.unbind')}
          </RowAction>
        )}
      </RowActions>
    ),
  },
];
