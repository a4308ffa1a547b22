import { Suspense, useMemo, useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { M, type PromoterRow } from '@bo/contract';
import { useAllow } from '../../../../components/allow';
import { DataTable } from '../../../../components/data-table/data-table';
import type { ListState } from '../../../../components/data-table/list-state';
import type { DataColumn } from '../../../../components/data-table/types';
import { EllipsisText } from '../../../../components/ellipsis-text';
import { formatCount, formatMoney, formatPercent } from '../../../../components/number-format';
import { lazyPart } from '../../../../layout/lazy-part';
import { useIsMobile } from '../../../../layout/use-is-mobile';
import { useUserStore } from '../../../../stores/user';
import { ACCOUNT_ROUTE } from '../account-tabs';
import {
  PROMOTER_RULES,
  PROMOTERS_TAB,
  PROMOTERS_TABLE,
  promoterQueries,
  type PromoterDialogKind,
} from './promoter-rules';
import '../../../order/order-tags.css';
import '../../../../components/tag.css';
import '../account.css';
import { branchTime } from '../../../../components/branch-time';

const PromoterFilters = lazyPart(() => import('./promoter-filters'));
/** The dialogs (antd Modal, Form, the account picker) load when one is first opened or an action hovered. */
const PromoterDialogs = lazyPart(() => import('./promoter-dialogs'));
/** One promoter's referrals and their orders (antd Drawer) load when first opened. */
const PromoterDrawer = lazyPart(() => import('./promoter-drawer'));

/** The summary row the server sums over the whole filtered set (never added up in the browser). */
export type PromoterSums = { referrals: number; orders: number; amount: string; commission: string };
export type OpenPromoterDialog = { kind: PromoterDialogKind; row: PromoterRow | null };

/**
 * The promoters tab of /user/account (issue 12 #5): shop accounts that bring clients, with their
 * referrals, their orders since the referral, the amount and the commission (gettgzxUser, figures
 * and the summary row from the server); a promoter's drawer (gettgzxdetail); make an account a
 * promoter, enable, disable and change the rate (optgzxUser), only with the `promoter:edit` mark.
 */
export default function PromotersTab() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const canEdit = useAllow(ACCOUNT_ROUTE, M.promoterEdit);
  const [dialog, setDialog] = useState<OpenPromoterDialog | null>(null);
  const [drawerRow, setDrawerRow] = useState<PromoterRow | null>(null);
  const open = (kind: PromoterDialogKind, row: PromoterRow | null) => setDialog({ kind, row });

  const columns = useMemo<DataColumn<PromoterRow, PromoterSums>[]>(() => {
    const hint = { onPointerEnter: PromoterDialogs.preload, onFocus: PromoterDialogs.preload };
    const drawerHint = { onPointerEnter: PromoterDrawer.preload, onFocus: PromoterDrawer.preload };
    const none = <span className="bo-muted">—</span>;
    return [
      {
        key: 'account',
        title: t('accounts.promoters.col.account'),
        width: 160,
        sort: 'userName',
        render: (r) => (
          <Button
            type="link"
            size="small"
            className="order-link"
            onClick={() => setDrawerRow(r)}
            {...drawerHint}
            aria-label={t('accounts.promoters.action.openOf', { name: r.userName })}
            data-testid="promoter-open"
          >
            <EllipsisText text={r.userName} code data-user-content="" />
          </Button>
        ),
        summary: () => t('accounts.promoters.total'),
      },
      {
        key: 'nickname',
        title: t('accounts.promoters.col.nickname'),
        width: 130,
        render: (r) => (r.nickname ? <EllipsisText text={r.nickname} data-user-content="" /> : none),
      },
      {
        key: 'mobile',
        title: t('accounts.promoters.col.mobile'),
        width: 130,
        render: (r) => (r.mobile ? <EllipsisText text={r.mobile} code data-user-content="" /> : none),
      },
      {
        key: 'rate',
        title: t('accounts.promoters.col.rate'),
        width: 100,
        align: 'right',
        sort: 'rate',
        render: (r) => (
          <span className="bo-code" data-testid="promoter-rate">
            {formatPercent(r.commissionRate)}
          </span>
        ),
      },
      {
        key: 'referrals',
        title: t('accounts.promoters.col.referrals'),
        width: 100,
        align: 'right',
        sort: 'referrals',
        render: (r) => formatCount(r.referrals),
        summary: (s) => formatCount(s.referrals),
      },
      {
        key: 'orders',
        title: t('accounts.promoters.col.orders'),
        width: 90,
        align: 'right',
        sort: 'orders',
        render: (r) => formatCount(r.orders),
        summary: (s) => formatCount(s.orders),
      },
      {
        key: 'amount',
        title: t('accounts.promoters.col.amount'),
        width: 130,
        align: 'right',
        sort: 'amount',
        render: (r) => formatMoney(r.amount),
        summary: (s) => formatMoney(s.amount),
      },
      {
        key: 'commission',
        title: t('accounts.promoters.col.commission'),
        width: 120,
        align: 'right',
        sort: 'commission',
        render: (r) => formatMoney(r.commission),
        summary: (s) => <span data-testid="promoter-sum-commission">{formatMoney(s.commission)}</span>,
      },
      {
        key: 'since',
        title: t('accounts.promoters.col.since'),
        width: 120,
        sort: 'since',
        render: (r) => <span className="bo-code">{branchTime(r.since, 'YYYY-MM-DD')}</span>,
      },
      {
        key: 'status',
        title: t('accounts.promoters.col.status'),
        width: 130,
        render: (r) => (
          <span className="acc-actions">
            <span
              className={`ot ${r.status === 1 ? 'ot-green' : 'ot-grey'}`}
              data-status={r.status}
              data-testid="promoter-status"
            >
              {t(`accounts.promoters.status.${r.status === 1 ? 1 : 0}`)}
            </span>
            {r.accountStatus !== 1 && <span className="ot ot-gold">{t('accounts.promoters.accountDisabled')}</span>}
          </span>
        ),
      },
      {
        key: 'actions',
        title: t('accounts.promoters.col.actions'),
        width: mobile ? 130 : 170,
        fixedRight: true,
        render: (r) => {
          const items: MenuProps['items'] = [
            { key: 'rate', label: t('accounts.promoters.action.rate'), onClick: () => open('rate', r) },
            r.status === 1
              ? {
                  key: 'disable',
                  label: t('accounts.promoters.action.disable'),
                  danger: true,
                  onClick: () => open('disable', r),
                }
              : { key: 'enable', label: t('accounts.promoters.action.enable'), onClick: () => open('enable', r) },
          ];
          return (
            <span className="acc-actions" data-testid="promoter-actions">
              <Button
                size="small"
                type="link"
                onClick={() => setDrawerRow(r)}
                {...drawerHint}
                data-testid="promoter-referrals"
              >
                {t('accounts.promoters.action.referrals')}
              </Button>
              {canEdit && (
                <Dropdown menu={{ items }} trigger={['click']}>
                  <Button
                    size="small"
                    type="link"
                    {...hint}
                    aria-label={t('accounts.promoters.action.moreOf', { name: r.userName })}
                    data-testid="promoter-more"
                  >
                    {t('accounts.promoters.action.more')} <DownOutlined />
                  </Button>
                </Dropdown>
              )}
            </span>
          );
        },
      },
    ];
  }, [t, canEdit, mobile]);
  const query = useMemo(() => (s: ListState) => promoterQueries.list(user, s), [user]);

  return (
    <div data-testid="promoters-tab">
      <DataTable<PromoterRow, PromoterSums>
        route={ACCOUNT_ROUTE}
        tab={PROMOTERS_TAB}
        tableId={PROMOTERS_TABLE}
        title={t('accounts.tab.promoters')}
        rules={PROMOTER_RULES}
        columns={columns}
        keyColumn="account"
        rowKey={(r) => r.id}
        query={query}
        filterForm={PromoterFilters}
        emptyText={t('accounts.promoters.empty')}
        extra={
          canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => open('add', null)}
              onPointerEnter={PromoterDialogs.preload}
              onFocus={PromoterDialogs.preload}
              aria-label={mobile ? t('accounts.promoters.add') : undefined}
              data-testid="promoter-add"
            >
              {mobile ? null : t('accounts.promoters.add')}
            </Button>
          )
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <PromoterDialogs
            key={`${dialog.kind}:${dialog.row?.id ?? ''}`}
            dialog={dialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {drawerRow && (
        <Suspense fallback={null}>
          <PromoterDrawer
            initial={drawerRow}
            onClose={() => setDrawerRow(null)}
            onAction={canEdit ? (kind, row) => open(kind, row) : undefined}
          />
        </Suspense>
      )}
    </div>
  );
}
