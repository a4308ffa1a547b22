import type { MenuProps } from 'antd';
import type { ShopAccountRow } from '@bo/contract';
import { Muted, TextCell, TimeCell } from '../../../../components/list-page/cells';
import type { ColumnSpec, ColumnsOf } from '../../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../../components/list-page/row-actions';
import { RowMenu } from '../../../../components/list-page/row-menu';
import { onOff, Tag } from '../../../../components/tag';
import { WxAvatar } from '../wx-avatar';
import type { ShopAccountDialogKind } from './shop-account-rules';

/** What the shop accounts' rows may do (account:edit): bind, unbind, enable, disable. */
export interface ShopAccountContext {
  canEdit: boolean;
  open: (kind: ShopAccountDialogKind, row: ShopAccountRow) => void;
  dialogs: Opens;
}

/** The shop accounts' columns. */
export const SHOP_ACCOUNT_COLUMNS: ColumnSpec<ShopAccountRow, ShopAccountContext>[] = [
  {
    key: 'account',
    title: 'accounts.shop.col.account',
    width: 150,
    sort: 'userName',
    render: (r) => <TextCell text={r.userName} code testId="shop-account-name" />,
  },
  {
    key: 'nickname',
    title: 'accounts.shop.col.nickname',
    width: 130,
    sort: 'nickname',
    render: (r) => <TextCell text={r.nickname} />,
  },
  { key: 'mobile', title: 'accounts.shop.col.mobile', width: 130, render: (r) => <TextCell text={r.mobile} code /> },
  {
    key: 'wechat',
    title: 'accounts.shop.col.wechat',
    width: 160,
    render: (r, { t }) =>
      r.wxBound || r.wxNickname ? (
        <span className="acc-wx">
          <WxAvatar src={r.wxAvatar} />
          <TextCell text={r.wxNickname} empty={<Muted>{t('accounts.shop.wxUnread')}</Muted>} />
        </span>
      ) : (
        <Muted>{t('accounts.shop.wxNone')}</Muted>
      ),
  },
  {
    key: 'follower',
    title: 'accounts.shop.col.follower',
    width: 100,
    render: (r, { t }) => (
      <Tag colour={onOff(r.follower)}>{t(`accounts.shop.follower.${r.follower ? 'yes' : 'no'}`)}</Tag>
    ),
  },
  {
    key: 'client',
    title: 'accounts.shop.col.client',
    width: 190,
    sort: 'client',
    render: (r, { t }) => (
      <TextCell
        text={r.client && `${r.client.guestname} · ${r.client.guestcode}`}
        empty={<Muted data-testid="shop-account-client">{t('accounts.shop.unbound')}</Muted>}
        testId="shop-account-client"
      />
    ),
  },
  {
    key: 'registered',
    title: 'accounts.shop.col.registered',
    width: 150,
    sort: 'registered',
    render: (r) => <TimeCell at={r.registeredAt} />,
  },
  {
    key: 'lastLogin',
    title: 'accounts.shop.col.lastLogin',
    width: 150,
    sort: 'lastLogin',
    render: (r, { t }) => <TimeCell at={r.lastLoginAt} empty={<Muted>{t('accounts.shop.never')}</Muted>} />,
  },
  {
    key: 'status',
    title: 'accounts.shop.col.status',
    width: 90,
    render: (r, { t }) => (
      <Tag colour={onOff(r.status === 1)} data-status={r.status} data-testid="shop-account-status">
        {t(`accounts.shop.status.${r.status === 1 ? 1 : 0}`)}
      </Tag>
    ),
  },
  {
    key: 'actions',
    title: 'accounts.shop.col.actions',
    width: 170,
    mobileWidth: 130,
    fixedRight: true,
    when: (c) => c.canEdit,
    render: (r, c) => <ShopAccountActions row={r} c={c} />,
  },
];

function ShopAccountActions({ row: r, c }: { row: ShopAccountRow; c: ColumnsOf<ShopAccountContext> }) {
  const { t, open } = c;
  const items: MenuProps['items'] = [
    ...(r.client ? [{ key: 'unbind', label: t('accounts.shop.action.unbind'), onClick: () => open('unbind', r) }] : []),
    r.status === 1
      ? { key: 'disable', label: t('accounts.shop.action.disable'), danger: true, onClick: () => open('disable', r) }
      : { key: 'enable', label: t('accounts.shop.action.enable'), onClick: () => open('enable', r) },
  ];
  return (
    <RowActions testId="shop-account-actions">
      <RowAction
        onClick={() => open('bind', r)}
        opens={c.dialogs}
        label={t('accounts.shop.action.bindOf', { name: r.userName })}
        testId="shop-account-bind"
      >
        {t(r.client ? 'accounts.shop.action.rebind' : 'accounts.shop.action.bind')}
      </RowAction>
      <RowMenu
        items={items}
        opens={c.dialogs}
        label={t('accounts.shop.action.moreOf', { name: r.userName })}
        testId="shop-account-more"
      >
        {t('accounts.shop.action.more')}
      </RowMenu>
    </RowActions>
  );
}
