import { Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@bo/contract';
import { changeRole } from '../../../api/roles';
import { useAllow } from '../../../components/allow';
import { showSuccess } from '../../../lib/feedback';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { ROLE_COLUMNS, type RolesDialogKind } from './columns';
import { invalidateRoles, roleQueries } from './role-queries';
import { ROLE_RULES, ROLES_ROUTE, ROLES_TABLE } from './role-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './roles.css';

const RoleFilters = filterFormPart(() => import('./role-filters'));
/** The form (antd Form, Input, Modal) loads when a dialog is first opened or its button hovered, not with the page. */
const RoleDialog = lazyPart(() => import('./role-dialog'));
/** The powers editor (antd Drawer, Tree, Switch) loads when it is first opened or its button hovered. */
const PowersDrawer = lazyPart(() => import('./powers-drawer'));

/**
 * /user/role, the branch's roles and their powers (issue 11 #2): the data table of roles with
 * their accounts; add, edit, copy, enable, disable and remove (role:edit); the powers editor
 * (a drawer; saving needs role:assign). The server enforces every rule; this only hides.
 */
export default function UserRolePage() {
  return usePageStrings('roles') ? <RolesView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function RolesView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canEdit = useAllow(ROLES_ROUTE, 'role:edit');
  const dialog = useRowDialog<RolesDialogKind, RoleRow | null>();
  const enabling = useSubmit({ show: 'message' });
  const enable = (r: RoleRow) =>
    void enabling.run(async () => {
      await changeRole({ roleId: r.id, status: 1 });
      void invalidateRoles(client, user);
      showSuccess(t('roles.done.enabled', { code: r.code }));
    }, r.id);
  const columns = useColumns(ROLE_COLUMNS, {
    mine: user.roles,
    canEdit,
    open: dialog.open,
    enable,
    enabling: enabling.busyWith,
    powers: PowersDrawer,
    dialogs: RoleDialog,
  });

  return (
    <ListPage
      testId="roles-page"
      route={ROLES_ROUTE}
      table={ROLES_TABLE}
      rules={ROLE_RULES}
      columns={columns}
      keyColumn="code"
      query={roleQueries.list}
      filters={RoleFilters}
      empty={t('roles.empty')}
      add={
        canEdit && {
          label: t('roles.add'),
          opens: RoleDialog,
          onClick: () => dialog.open('add', null),
          testId: 'role-add',
        }
      }
    >
      <Opened value={dialog.current}>
        {({ kind, row }) =>
          kind === 'powers' ? (
            <PowersDrawer role={row!} onClose={dialog.close} />
          ) : (
            <RoleDialog key={dialog.key} kind={kind} role={row} onClose={dialog.close} />
          )
        }
      </Opened>
    </ListPage>
  );
}
