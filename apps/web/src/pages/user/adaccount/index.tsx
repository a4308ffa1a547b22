import { useState } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { STAFF_COLUMNS } from './columns';
import { CompanyCard } from './company-card';
import { staffQueries } from './staff-queries';
import { STAFF_ROUTE, STAFF_RULES, STAFF_TABLE, type StaffDialogKind } from './staff-rules';
import { StaffToolbar } from './staff-toolbar';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './staff.css';

const StaffFilters = filterFormPart(() => import('./staff-filters'));
/** The dialogs (antd Modal, Form, Input, Select) load when one is first opened or an action hovered, not with the page. */
const StaffDialogs = lazyPart(() => import('./staff-dialogs'));
/** An account's details and switch grants (antd Drawer, Descriptions, Form) load when first opened. */
const AccountDrawer = lazyPart(() => import('./account-drawer'));

/**
 * /user/adaccount, the branch's staff accounts and company data (issue 11 #1): the company card;
 * the data table of accounts (role, operator, status, two-factor sign-in, last sign-in, live
 * sessions, switch grants); add and edit, set the role, reset a password or two-factor sign-in
 * (issue 39), enable and disable, force sign-out of one or of several picked, switch grants,
 * remove. Buttons show only with their marks; the server enforces every rule (the last
 * administrator, one's own account, power one lacks) and says why it refuses.
 */
export default function UserAdaccountPage() {
  return usePageStrings('staff') ? <StaffView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function StaffView() {
  const { t } = useTranslation();
  const me = useUserStore((s) => s.info)!.ID;
  const canEdit = useAllow(STAFF_ROUTE, 'staff:edit');
  const canSignOut = useAllow(STAFF_ROUTE, 'staff:signout');
  const dialog = useRowDialog<StaffDialogKind, StaffRow[]>();
  const [shown, setShown] = useState<StaffRow | null>(null);
  const [picked, setPicked] = useState<(string | number)[]>([]);
  const columns = useColumns(STAFF_COLUMNS, {
    me,
    canEdit,
    canSignOut,
    show: setShown,
    open: (kind, row) => dialog.open(kind, [row]),
    drawer: AccountDrawer,
    dialogs: StaffDialogs,
  });

  // The answer also carries the branch's roles (for the filters and dialogs, read from the cache).
  return (
    <ListPage
      testId="staff-page"
      className="staff-page"
      intro={<CompanyCard />}
      route={STAFF_ROUTE}
      table={STAFF_TABLE}
      rules={STAFF_RULES}
      columns={columns}
      keyColumn="account"
      query={staffQueries.list}
      filters={StaffFilters}
      empty={t('staff.empty')}
      selection={
        canSignOut
          ? {
              keys: picked,
              onChange: setPicked,
              title: t('staff.action.select'),
              label: (r) => t('staff.action.selectOf', { name: r.userName }),
              disabled: (r) => r.id === me,
            }
          : undefined
      }
      toolbar={(_state, data) => (
        <StaffToolbar
          picked={(data?.list ?? []).filter((r) => picked.includes(r.id))}
          canEdit={canEdit}
          canSignOut={canSignOut}
          open={dialog.open}
          dialogs={StaffDialogs}
        />
      )}
    >
      <Opened value={dialog.current}>
        {(d) => (
          <StaffDialogs
            key={dialog.key}
            dialog={d}
            onClose={dialog.close}
            onSignedOut={() => setPicked([])}
            onRemoved={() => setShown(null)}
          />
        )}
      </Opened>
      <Opened value={shown}>
        {(row) => (
          <AccountDrawer
            id={row.id}
            initial={row}
            onClose={() => setShown(null)}
            onAction={(kind, r) => dialog.open(kind, [r])}
          />
        )}
      </Opened>
    </ListPage>
  );
}
