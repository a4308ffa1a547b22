import { Suspense, useMemo, useState } from 'react';
import { Button, Dropdown, Skeleton, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { DataTable, type ListQueryOptions } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../layout/lazy-part';
import { useIsMobile } from '../../../layout/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { CompanyCard } from './company-card';
import { staffQueries } from './staff-queries';
import { STAFF_ROUTE, STAFF_RULES, STAFF_TABLE, type StaffDialogKind } from './staff-rules';
import '../../order/order-tags.css';
import '../../../components/tag.css';
import './staff.css';
import { branchTime } from '../../../components/branch-time';

const StaffFilters = lazyPart(() => import('./staff-filters'));
/** The dialogs (antd Modal, Form, Input, Select) load when one is first opened or an action hovered, not with the page. */
const StaffDialogs = lazyPart(() => import('./staff-dialogs'));
/** An account's details and switch grants (antd Drawer, Descriptions, Form) load when first opened. */
const AccountDrawer = lazyPart(() => import('./account-drawer'));

export type OpenDialog = { kind: StaffDialogKind; rows: StaffRow[] };

/** Lower-case kinds of the row menu, in the order shown. */
const ROW_ACTIONS = ['role', 'reset', 'disable', 'enable', 'signOut', 'grants', 'remove'] as const;
type RowAction = (typeof ROW_ACTIONS)[number];

/**
 * /user/adaccount, the branch's staff accounts and company data (issue 11 #1): the company card;
 * the data table of accounts (role, operator, status, last sign-in, live sessions, switch grants);
 * add and edit, set the role, reset a password, enable and disable, force sign-out of one or of
 * several picked, switch grants, remove. Buttons show only with their marks; the server enforces
 * every rule (the last administrator, one's own account, power one lacks) and says why it refuses.
 */
export default function UserAdaccountPage() {
  return usePageStrings('staff') ? <StaffView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function StaffView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(STAFF_ROUTE);
  const mobile = useIsMobile();
  const canEdit = useAllow(STAFF_ROUTE, 'staff:edit');
  const canSignOut = useAllow(STAFF_ROUTE, 'staff:signout');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  const [drawerRow, setDrawerRow] = useState<StaffRow | null>(null);
  const [picked, setPicked] = useState<(string | number)[]>([]);

  const open = (kind: StaffDialogKind, rows: StaffRow[]) => {
    setDialogUsed(true);
    setDialog({ kind, rows });
  };

  const columns = useMemo<DataColumn<StaffRow>[]>(() => {
    const lang = i18n.language;
    const hint = { onPointerEnter: StaffDialogs.preload, onFocus: StaffDialogs.preload };
    const drawerHint = { onPointerEnter: AccountDrawer.preload, onFocus: AccountDrawer.preload };
    /** What the row's menu offers: one's own account only its drawer (the server refuses the rest for oneself anyway). */
    const actionsOf = (r: StaffRow): RowAction[] => {
      const own = r.id === user.ID;
      return ROW_ACTIONS.filter((a) => {
        if (a === 'grants') return true;
        if (a === 'signOut') return canSignOut && !own;
        if (!canEdit || own) return false;
        if (a === 'disable') return r.status === 1;
        if (a === 'enable') return r.status !== 1;
        return true;
      });
    };
    const run = (r: StaffRow, a: RowAction) => (a === 'grants' ? setDrawerRow(r) : open(a, [r]));
    return [
      {
        key: 'account',
        title: t('staff.col.account'),
        width: 170,
        sort: 'userName',
        render: (r) => (
          <span className="staff-account">
            <Button
              type="link"
              size="small"
              className="order-link"
              onClick={() => setDrawerRow(r)}
              {...drawerHint}
              aria-label={t('staff.action.openOf', { name: r.userName })}
              data-testid="staff-open"
            >
              <EllipsisText text={r.userName} code data-user-content="" />
            </Button>
            {r.id === user.ID && <span className="ot ot-purple">{t('staff.you')}</span>}
          </span>
        ),
      },
      {
        key: 'nickName',
        title: t('staff.col.nickName'),
        width: 150,
        sort: 'nickName',
        render: (r) => <EllipsisText text={r.nickName} data-user-content="" />,
      },
      {
        key: 'role',
        title: t('staff.col.role'),
        width: 140,
        sort: 'role',
        render: (r) =>
          r.roleName ? (
            <EllipsisText
              text={pickLang(lang, r.roleName, r.roleNameEn)}
              tooltip={`${pickLang(lang, r.roleName, r.roleNameEn)} · ${r.roleCode}`}
              data-user-content=""
              data-role={r.roleCode}
            />
          ) : (
            <span className="bo-muted" data-role={r.roleCode}>
              {t('staff.roleGone')}
            </span>
          ),
      },
      {
        key: 'status',
        title: t('staff.col.status'),
        width: 130,
        render: (r) => (
          <span className="staff-tags">
            <span
              className={`ot ${r.status === 1 ? 'ot-green' : 'ot-grey'}`}
              data-status={r.status}
              data-testid="staff-status"
            >
              {t(`staff.status.${r.status === 1 ? 1 : 0}`)}
            </span>
            {r.mustChangePassword && (
              <span className="ot ot-gold" data-testid="staff-must-change">
                {t('staff.mustChange')}
              </span>
            )}
          </span>
        ),
      },
      {
        key: 'lastLogin',
        title: t('staff.col.lastLogin'),
        width: 150,
        sort: 'lastLogin',
        render: (r) =>
          r.lastLoginAt ? (
            <span className="bo-code">{branchTime(r.lastLoginAt, 'YYYY-MM-DD HH:mm')}</span>
          ) : (
            <span className="bo-muted">{t('staff.never')}</span>
          ),
      },
      {
        key: 'sessions',
        title: t('staff.col.sessions'),
        width: 90,
        align: 'right',
        render: (r) => <span data-testid="staff-sessions">{r.sessions}</span>,
      },
      {
        key: 'operator',
        title: t('staff.col.operator'),
        width: 120,
        render: (r) =>
          r.operators ? (
            <EllipsisText text={r.operators} code data-user-content="" />
          ) : (
            <span className="bo-muted">—</span>
          ),
      },
      {
        key: 'switch',
        title: t('staff.col.switch'),
        width: 170,
        render: (r) =>
          r.switchTo.length + r.switchFrom.length === 0 ? (
            <span className="bo-muted">{t('staff.none')}</span>
          ) : (
            <Button
              type="link"
              size="small"
              className="order-link"
              onClick={() => setDrawerRow(r)}
              {...drawerHint}
              data-testid="staff-switch"
            >
              <EllipsisText text={t('staff.switchSummary', { to: r.switchTo.length, from: r.switchFrom.length })} />
            </Button>
          ),
      },
      {
        key: 'phone',
        title: t('staff.col.phone'),
        width: 140,
        render: (r) =>
          r.phone ? <EllipsisText text={r.phone} code data-user-content="" /> : <span className="bo-muted">—</span>,
      },
      {
        key: 'email',
        title: t('staff.col.email'),
        width: 180,
        render: (r) =>
          r.email ? <EllipsisText text={r.email} data-user-content="" /> : <span className="bo-muted">—</span>,
      },
      {
        key: 'actions',
        title: t('staff.col.actions'),
        width: mobile ? 130 : 150,
        fixedRight: true,
        render: (r) => {
          const items: MenuProps['items'] = actionsOf(r).map((a) => ({
            key: a,
            label: t(`staff.action.${a}`),
            danger: a === 'remove' || a === 'disable',
            onClick: () => run(r, a),
          }));
          return (
            <span className="staff-actions" data-testid="staff-actions">
              {canEdit && (
                <Button
                  size="small"
                  type="link"
                  onClick={() => open('edit', [r])}
                  {...hint}
                  aria-label={t('staff.action.editOf', { name: r.userName })}
                  data-testid="staff-edit"
                >
                  {t('staff.action.edit')}
                </Button>
              )}
              <Dropdown menu={{ items }} trigger={['click']}>
                <Button
                  size="small"
                  type="link"
                  {...hint}
                  aria-label={t('staff.action.moreOf', { name: r.userName })}
                  data-testid="staff-more"
                >
                  {t('staff.action.more')} <DownOutlined />
                </Button>
              </Dropdown>
            </span>
          );
        },
      },
    ];
  }, [t, i18n.language, canEdit, canSignOut, user.ID, mobile]);
  // The answer also carries the branch's roles (for the filters and dialogs, read from the cache).
  const query = useMemo(
    () => (s: ListState) => staffQueries.list(user, s) as unknown as ListQueryOptions<StaffRow, Record<string, never>>,
    [user],
  );

  return (
    <div className="staff-page" data-testid="staff-page">
      <CompanyCard />
      <DataTable<StaffRow, Record<string, never>>
        route={STAFF_ROUTE}
        tableId={STAFF_TABLE}
        title={title}
        rules={STAFF_RULES}
        columns={columns}
        keyColumn="account"
        rowKey={(r) => r.id}
        query={query}
        filterForm={StaffFilters}
        emptyText={t('staff.empty')}
        selection={
          canSignOut
            ? {
                keys: picked,
                onChange: setPicked,
                title: t('staff.action.select'),
                label: (r) => t('staff.action.selectOf', { name: r.userName }),
                disabled: (r) => r.id === user.ID,
              }
            : undefined
        }
        extra={(_state, data) => {
          const rows = (data?.list ?? []).filter((r) => picked.includes(r.id));
          return (
            <>
              {canSignOut && rows.length > 0 && (
                <Button
                  icon={<LogoutOutlined />}
                  onClick={() => open('signOutMany', rows)}
                  onPointerEnter={StaffDialogs.preload}
                  data-testid="staff-sign-out-many"
                >
                  {t('staff.signOutMany', { count: rows.length })}
                </Button>
              )}
              {canEdit && (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => open('add', [])}
                  onPointerEnter={StaffDialogs.preload}
                  onFocus={StaffDialogs.preload}
                  aria-label={mobile ? t('staff.add') : undefined}
                  data-testid="staff-add"
                >
                  {mobile ? null : t('staff.add')}
                </Button>
              )}
            </>
          );
        }}
      />
      {dialogUsed && dialog && (
        <Suspense fallback={null}>
          <StaffDialogs
            key={`${dialog.kind}:${dialog.rows.map((r) => r.id).join(',')}`}
            dialog={dialog}
            onClose={() => setDialog(null)}
            onSignedOut={() => setPicked([])}
            onRemoved={() => setDrawerRow(null)}
          />
        </Suspense>
      )}
      {drawerRow && (
        <Suspense fallback={null}>
          <AccountDrawer
            id={drawerRow.id}
            initial={drawerRow}
            onClose={() => setDrawerRow(null)}
            onAction={(kind, row) => open(kind, [row])}
          />
        </Suspense>
      )}
    </div>
  );
}
