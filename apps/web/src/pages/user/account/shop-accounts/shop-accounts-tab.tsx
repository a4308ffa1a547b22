import { Suspense, useMemo, useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { M, type ShopAccountRow } from '@bo/contract';
import { useAllow } from '../../../../components/allow';
import { DataTable } from '../../../../components/data-table/data-table';
import type { ListState } from '../../../../components/data-table/list-state';
import type { DataColumn } from '../../../../components/data-table/types';
import { EllipsisText } from '../../../../components/ellipsis-text';
import { lazyPart } from '../../../../layout/lazy-part';
import { useIsMobile } from '../../../../layout/use-is-mobile';
import { useUserStore } from '../../../../stores/user';
import { ACCOUNT_ROUTE } from '../account-tabs';
import { WxAvatar } from '../wx-avatar';
import {
  SHOP_ACCOUNT_RULES,
  SHOP_ACCOUNTS_TAB,
  SHOP_ACCOUNTS_TABLE,
  shopAccountQueries,
  type ShopAccountDialogKind,
} from './shop-account-rules';
import '../../../../components/tag.css';
import '../account.css';
import { branchTime } from '../../../../components/branch-time';

const ShopAccountFilters = lazyPart(() => import('./shop-account-filters'));
/** The dialogs (antd Modal, Form, the client picker) load when one is first opened or an action hovered. */
const ShopAccountDialogs = lazyPart(() => import('./shop-account-dialogs'));

export type OpenShopAccountDialog = { kind: ShopAccountDialogKind; row: ShopAccountRow | null };

const when = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');

/**
 * The shop accounts tab of /user/account (issue 12 #2): the branch's registered shop users on
 * the data table (UManage Users), with Register, bind to a client or unbind, and enable or
 * disable, each only with the `account:edit` mark. Changes carry the version the user saw.
 */
export default function ShopAccountsTab() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const canEdit = useAllow(ACCOUNT_ROUTE, M.accountEdit);
  const [dialog, setDialog] = useState<OpenShopAccountDialog | null>(null);
  const open = (kind: ShopAccountDialogKind, row: ShopAccountRow | null) => setDialog({ kind, row });

  const columns = useMemo<DataColumn<ShopAccountRow>[]>(() => {
    const hint = { onPointerEnter: ShopAccountDialogs.preload, onFocus: ShopAccountDialogs.preload };
    const none = <span className="bo-muted">—</span>;
    return [
      {
        key: 'account',
        title: t('accounts.shop.col.account'),
        width: 150,
        sort: 'userName',
        render: (r) => <EllipsisText text={r.userName} code data-user-content="" data-testid="shop-account-name" />,
      },
      {
        key: 'nickname',
        title: t('accounts.shop.col.nickname'),
        width: 130,
        sort: 'nickname',
        render: (r) => (r.nickname ? <EllipsisText text={r.nickname} data-user-content="" /> : none),
      },
      {
        key: 'mobile',
        title: t('accounts.shop.col.mobile'),
        width: 130,
        render: (r) => (r.mobile ? <EllipsisText text={r.mobile} code data-user-content="" /> : none),
      },
      {
        key: 'wechat',
        title: t('accounts.shop.col.wechat'),
        width: 160,
        render: (r) =>
          r.wxBound || r.wxNickname ? (
            <span className="acc-wx">
              <WxAvatar src={r.wxAvatar} />
              {r.wxNickname ? (
                <EllipsisText text={r.wxNickname} data-user-content="" />
              ) : (
                <span className="bo-muted">{t('accounts.shop.wxUnread')}</span>
              )}
            </span>
          ) : (
            <span className="bo-muted">{t('accounts.shop.wxNone')}</span>
          ),
      },
      {
        key: 'follower',
        title: t('accounts.shop.col.follower'),
        width: 100,
        render: (r) => (
          <span className={`ot ${r.follower ? 'ot-green' : 'ot-grey'}`}>
            {t(`accounts.shop.follower.${r.follower ? 'yes' : 'no'}`)}
          </span>
        ),
      },
      {
        key: 'client',
        title: t('accounts.shop.col.client'),
        width: 190,
        sort: 'client',
        render: (r) =>
          r.client ? (
            <EllipsisText
              text={`${r.client.guestname} · ${r.client.guestcode}`}
              data-user-content=""
              data-testid="shop-account-client"
            />
          ) : (
            <span className="bo-muted" data-testid="shop-account-client">
              {t('accounts.shop.unbound')}
            </span>
          ),
      },
      {
        key: 'registered',
        title: t('accounts.shop.col.registered'),
        width: 150,
        sort: 'registered',
        render: (r) => <span className="bo-code">{when(r.registeredAt)}</span>,
      },
      {
        key: 'lastLogin',
        title: t('accounts.shop.col.lastLogin'),
        width: 150,
        sort: 'lastLogin',
        render: (r) =>
          r.lastLoginAt ? (
            <span className="bo-code">{when(r.lastLoginAt)}</span>
          ) : (
            <span className="bo-muted">{t('accounts.shop.never')}</span>
          ),
      },
      {
        key: 'status',
        title: t('accounts.shop.col.status'),
        width: 90,
        render: (r) => (
          <span
            className={`ot ${r.status === 1 ? 'ot-green' : 'ot-grey'}`}
            data-status={r.status}
            data-testid="shop-account-status"
          >
            {t(`accounts.shop.status.${r.status === 1 ? 1 : 0}`)}
          </span>
        ),
      },
      ...(canEdit
        ? [
            {
              key: 'actions',
              title: t('accounts.shop.col.actions'),
              width: mobile ? 130 : 170,
              fixedRight: true,
              render: (r: ShopAccountRow) => {
                const items: MenuProps['items'] = [
                  ...(r.client
                    ? [{ key: 'unbind', label: t('accounts.shop.action.unbind'), onClick: () => open('unbind', r) }]
                    : []),
                  r.status === 1
                    ? {
                        key: 'disable',
                        label: t('accounts.shop.action.disable'),
                        danger: true,
                        onClick: () => open('disable', r),
                      }
                    : { key: 'enable', label: t('accounts.shop.action.enable'), onClick: () => open('enable', r) },
                ];
                return (
                  <span className="acc-actions" data-testid="shop-account-actions">
                    <Button
                      size="small"
                      type="link"
                      onClick={() => open('bind', r)}
                      {...hint}
                      aria-label={t('accounts.shop.action.bindOf', { name: r.userName })}
                      data-testid="shop-account-bind"
                    >
                      {t(r.client ? 'accounts.shop.action.rebind' : 'accounts.shop.action.bind')}
                    </Button>
                    <Dropdown menu={{ items }} trigger={['click']}>
                      <Button
                        size="small"
                        type="link"
                        {...hint}
                        aria-label={t('accounts.shop.action.moreOf', { name: r.userName })}
                        data-testid="shop-account-more"
                      >
                        {t('accounts.shop.action.more')} <DownOutlined />
                      </Button>
                    </Dropdown>
                  </span>
                );
              },
            } satisfies DataColumn<ShopAccountRow>,
          ]
        : []),
    ];
  }, [t, canEdit, mobile]);
  const query = useMemo(() => (s: ListState) => shopAccountQueries.list(user, s), [user]);

  return (
    <div data-testid="shop-accounts-tab">
      <DataTable<ShopAccountRow, Record<string, never>>
        route={ACCOUNT_ROUTE}
        tab={SHOP_ACCOUNTS_TAB}
        tableId={SHOP_ACCOUNTS_TABLE}
        title={t('accounts.tab.accounts')}
        rules={SHOP_ACCOUNT_RULES}
        columns={columns}
        keyColumn="account"
        rowKey={(r) => r.id}
        query={query}
        filterForm={ShopAccountFilters}
        emptyText={t('accounts.shop.empty')}
        extra={
          canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => open('register', null)}
              onPointerEnter={ShopAccountDialogs.preload}
              onFocus={ShopAccountDialogs.preload}
              aria-label={mobile ? t('accounts.shop.register') : undefined}
              data-testid="shop-account-register"
            >
              {mobile ? null : t('accounts.shop.register')}
            </Button>
          )
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <ShopAccountDialogs
            key={`${dialog.kind}:${dialog.row?.id ?? ''}`}
            dialog={dialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
