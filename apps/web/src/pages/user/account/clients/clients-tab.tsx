import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, type ClientListRow } from '@bo/contract';
import { useAllow } from '../../../../components/allow';
import { useColumns } from '../../../../components/list-page/columns';
import { Opened } from '../../../../components/list-page/opened';
import { useRowDialog } from '../../../../components/list-page/use-row-dialog';
import { statusActions } from '../../../../components/batch/status-actions';
import { lazyPart } from '../../../../lib/lazy-part';
import { useUserStore } from '../../../../stores/user';
import { ClientDialogPart as ProfileDialog, ClientProfile } from '../../../dashboard/console/client-profile';
import { AccountList } from '../account-list';
import { ACCOUNT_ROUTE } from '../account-tabs';
import {
  CLIENT_PROFILE_ROUTE,
  CLIENT_RULES,
  CLIENTS_TAB,
  CLIENTS_TABLE,
  clientQueries,
  invalidateClients,
  type ClientsTabDialogKind,
} from './client-rules';
import { batchSetClientStatus } from './client-api';
import { ClientsToolbar } from './clients-toolbar';
import { CLIENT_COLUMNS } from './columns';
import { filterFormPart } from '../../../../components/data-table/filter-form-part';
import './clients.css';

const ClientFilters = filterFormPart(() => import('./client-filters'));
/** The enable/disable confirmation loads when first opened or an action hovered. */
const ClientDialogs = lazyPart(() => import('./client-dialogs'));
/** Giving a client to a salesperson, loaded when first opened or the action hovered. */
const SalespersonDialog = lazyPart(() => import('./salesperson-dialog'));
/** The required-field chooser (client:fields), loaded when first opened or hovered. */
const RequiredFieldsDialog = lazyPart(() => import('./required-fields-dialog'));

/**
 * The clients tab of /user/account (issue 12 #1, the list): the branch's clients on the data table
 * (UManage Clients, our name: the spec names no list call) with their credit as the server
 * computes it. "Profile" opens the console's client dialog (client:view, edit with client:edit);
 * enable and disable need client:status, disabling after a confirmation, with the version seen;
 * "Add client" (client:add) opens the same dialog as the add form; "Export" (client:export) writes
 * the filtered set, in the list's order, to .xlsx through the one export service.
 */
export default function ClientsTab() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const qc = useQueryClient();
  const can = {
    status: useAllow(ACCOUNT_ROUTE, M.clientStatus),
    view: useAllow(CLIENT_PROFILE_ROUTE, M.clientView),
    edit: useAllow(CLIENT_PROFILE_ROUTE, M.clientEdit),
    // An account reaching its own clients only assigns none (the server refuses it too).
    assign: useAllow(CLIENT_PROFILE_ROUTE, M.clientEdit) && user.dataScope !== 'own',
    fields: useAllow(ACCOUNT_ROUTE, M.clientFields),
    add: useAllow(ACCOUNT_ROUTE, M.clientAdd),
  };
  const dialog = useRowDialog<ClientsTabDialogKind, ClientListRow | null>();
  const [profile, setProfile] = useState<ClientListRow | null>(null);
  const reread = () => void invalidateClients(qc, user);
  const columns = useColumns(CLIENT_COLUMNS, {
    canView: can.view,
    canStatus: can.status,
    canAssign: can.assign,
    profile: setProfile,
    open: dialog.open,
    profileDialog: ProfileDialog,
    statusDialog: ClientDialogs,
    salespersonDialog: SalespersonDialog,
  });

  return (
    <AccountList
      testId="clients-tab"
      tab={CLIENTS_TAB}
      table={CLIENTS_TABLE}
      rules={CLIENT_RULES}
      columns={columns}
      keyColumn="guestcode"
      query={clientQueries.list}
      filters={ClientFilters}
      empty={t('accounts.clients.empty')}
      exportCall={{ mark: M.clientExport, kind: 'clientExport' }}
      batch={{
        label: (r) => t('batch.rowLabel', { name: r.guestname }),
        name: (r) => r.guestname,
        actions: can.status
          ? statusActions(
              { enable: t('accounts.clients.action.enable'), disable: t('accounts.clients.action.disable') },
              batchSetClientStatus,
            )
          : [],
        onDone: reread,
      }}
      toolbar={
        <ClientsToolbar
          canChoose={can.fields}
          canAdd={can.add}
          onChoose={() => dialog.open('fields', null)}
          onAdd={() => dialog.open('add', null)}
          chooser={RequiredFieldsDialog}
          adder={ProfileDialog}
        />
      }
    >
      <Opened value={dialog.current}>
        {({ kind, row }) =>
          kind === 'fields' ? (
            <RequiredFieldsDialog onClose={dialog.close} />
          ) : kind === 'add' ? (
            <ProfileDialog
              adding
              guestcode={null}
              name=""
              canEdit={can.edit}
              onAdded={() => {
                dialog.close();
                reread();
              }}
              onClose={dialog.close}
            />
          ) : kind === 'salesperson' ? (
            <SalespersonDialog key={dialog.key} initial={row!} onClose={dialog.close} />
          ) : (
            <ClientDialogs key={dialog.key} kind={kind} initial={row!} onClose={dialog.close} />
          )
        }
      </Opened>
      <ClientProfile
        client={profile}
        canEdit={can.edit}
        onClose={() => {
          setProfile(null);
          // The profile may have been edited there (name, company, type, level …): the list is read again.
          reread();
        }}
      />
    </AccountList>
  );
}
