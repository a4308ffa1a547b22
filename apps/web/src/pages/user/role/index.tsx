import { Suspense, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@bo/contract';
import { changeRole } from '../../../api/roles';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { showError, showSuccess } from '../../../components/feedback';
import { formatCount } from '../../../components/number-format';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../layout/lazy-part';
import { useIsMobile } from '../../../layout/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateRoles, roleQueries } from './role-queries';
import { ROLE_RULES, ROLES_ROUTE, ROLES_TABLE, type RoleDialogKind } from './role-rules';
import '../../order/order-tags.css';
import '../../../components/tag.css';
import './roles.css';

const RoleFilters = lazyPart(() => import('./role-filters'));
/** The form (antd Form, Input, Modal) loads when a dialog is first opened or its button hovered, not with the page. */
const RoleDialog = lazyPart(() => import('./role-dialog'));
/** The powers editor (antd Drawer, Tree, Switch) loads when it is first opened or its button hovered. */
const PowersDrawer = lazyPart(() => import('./powers-drawer'));

type Open = { kind: RoleDialogKind; role: RoleRow | null } | null;

/**
 * /user/role, the branch's roles and their powers (issue 11 #2): the data table of roles with
 * their accounts; add, edit, copy, enable, disable and remove (role:edit); the powers editor
 * (a drawer; saving needs role:assign). The server enforces every rule; this only hides.
 */
export default function UserRolePage() {
  return usePageStrings('roles') ? <RolesView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function RolesView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const title = usePageTitle(ROLES_ROUTE);
  const mobile = useIsMobile();
  const canEdit = useAllow(ROLES_ROUTE, 'role:edit');
  const [dialog, setDialog] = useState<Open>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  const [powersOf, setPowersOf] = useState<RoleRow | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const columns = useMemo<DataColumn<RoleRow>[]>(() => {
    const lang = i18n.language;
    const nameOf = (r: RoleRow) => pickLang(lang, r.name, r.name_en);
    const open = (kind: RoleDialogKind, role: RoleRow | null) => {
      setDialogUsed(true);
      setDialog({ kind, role });
    };
    const enable = async (r: RoleRow) => {
      setBusy(r.id);
      try {
        await changeRole({ roleId: r.id, status: 1 });
        void invalidateRoles(client, user);
        showSuccess(t('roles.done.enabled', { code: r.code }));
      } catch (e) {
        showError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(null);
      }
    };
    const hint = { onPointerEnter: RoleDialog.preload, onFocus: RoleDialog.preload };
    return [
      {
        key: 'code',
        title: t('roles.col.code'),
        width: 150,
        sort: 'code',
        render: (r) => (
          <span className="role-code">
            <Button
              type="link"
              size="small"
              className="order-link"
              onClick={() => setPowersOf(r)}
              onPointerEnter={PowersDrawer.preload}
              onFocus={PowersDrawer.preload}
              aria-label={t('roles.action.powersOf', { name: nameOf(r) })}
              data-testid="role-open"
            >
              <EllipsisText text={r.code} code data-user-content="" />
            </Button>
            {r.builtin && <span className="ot ot-blue">{t('roles.builtin')}</span>}
            {r.code === user.roles && <span className="ot ot-purple">{t('roles.yours')}</span>}
          </span>
        ),
      },
      {
        key: 'name',
        title: t('roles.col.name'),
        width: 200,
        sort: 'name',
        render: (r) => (
          <span className="role-names">
            <EllipsisText text={nameOf(r)} data-user-content="" data-testid="role-name" />
            <EllipsisText
              text={pickLang(lang, r.name_en, r.name)}
              className="bo-muted role-name-other"
              data-user-content=""
            />
          </span>
        ),
      },
      {
        key: 'status',
        title: t('roles.col.status'),
        width: 90,
        sort: 'status',
        render: (r) => (
          <span className={`ot ${r.status === 1 ? 'ot-green' : 'ot-grey'}`} data-status={r.status}>
            {t(`roles.status.${r.status}`)}
          </span>
        ),
      },
      {
        key: 'users',
        title: t('roles.col.users'),
        width: 90,
        align: 'right',
        sort: 'users',
        render: (r) => <span data-testid="role-users">{formatCount(r.users)}</span>,
      },
      {
        key: 'actions',
        title: t('roles.col.actions'),
        width: mobile ? 170 : 300,
        render: (r) => {
          const name = nameOf(r);
          // The administrator role and one's own role are not changed by anyone here (the server refuses too).
          const changeable = canEdit && !r.builtin && r.code !== user.roles;
          return (
            <span className="role-actions" data-testid="role-actions">
              <Button
                size="small"
                type="link"
                onClick={() => setPowersOf(r)}
                onPointerEnter={PowersDrawer.preload}
                onFocus={PowersDrawer.preload}
                aria-label={t('roles.action.powersOf', { name })}
                data-testid="role-powers"
              >
                {t('roles.action.powers')}
              </Button>
              {changeable && (
                <Button
                  size="small"
                  type="link"
                  onClick={() => open('edit', r)}
                  {...hint}
                  aria-label={t('roles.action.editOf', { name })}
                  data-testid="role-edit"
                >
                  {t('roles.action.edit')}
                </Button>
              )}
              {canEdit && (
                <Button
                  size="small"
                  type="link"
                  onClick={() => open('copy', r)}
                  {...hint}
                  aria-label={t('roles.action.copyOf', { name })}
                  data-testid="role-copy"
                >
                  {t('roles.action.copy')}
                </Button>
              )}
              {changeable && r.status === 1 && (
                <Button
                  size="small"
                  type="link"
                  onClick={() => open('disable', r)}
                  {...hint}
                  aria-label={t('roles.action.disableOf', { name })}
                  data-testid="role-disable"
                >
                  {t('roles.action.disable')}
                </Button>
              )}
              {changeable && r.status !== 1 && (
                <Button
                  size="small"
                  type="link"
                  loading={busy === r.id}
                  onClick={() => void enable(r)}
                  aria-label={t('roles.action.enableOf', { name })}
                  data-testid="role-enable"
                >
                  {t('roles.action.enable')}
                </Button>
              )}
              {changeable && (
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() => open('remove', r)}
                  {...hint}
                  aria-label={t('roles.action.removeOf', { name })}
                  data-testid="role-remove"
                >
                  {t('roles.action.remove')}
                </Button>
              )}
            </span>
          );
        },
      },
    ];
  }, [t, i18n.language, canEdit, user, client, busy, mobile]);
  const query = useMemo(() => (s: ListState) => roleQueries.list(user, s), [user]);

  return (
    <div data-testid="roles-page">
      <DataTable<RoleRow, Record<string, never>>
        route={ROLES_ROUTE}
        tableId={ROLES_TABLE}
        title={title}
        rules={ROLE_RULES}
        columns={columns}
        keyColumn="code"
        rowKey={(r) => r.id}
        query={query}
        filterForm={RoleFilters}
        emptyText={t('roles.empty')}
        extra={
          canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setDialogUsed(true);
                setDialog({ kind: 'add', role: null });
              }}
              onPointerEnter={RoleDialog.preload}
              onFocus={RoleDialog.preload}
              aria-label={mobile ? t('roles.add') : undefined}
              data-testid="role-add"
            >
              {mobile ? null : t('roles.add')}
            </Button>
          ) : null
        }
      />
      {dialogUsed && dialog && (
        <Suspense fallback={null}>
          <RoleDialog
            key={`${dialog.kind}:${dialog.role?.id ?? ''}`}
            kind={dialog.kind}
            role={dialog.role}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {powersOf && (
        <Suspense fallback={null}>
          <PowersDrawer role={powersOf} onClose={() => setPowersOf(null)} />
        </Suspense>
      )}
    </div>
  );
}
