import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callAddress, M, type ClientExport, type ClientListRow } from '@bo/contract';
import { useAllow } from '../../../../components/allow';
import { DataTable } from '../../../../components/data-table/data-table';
import type { ListState } from '../../../../components/data-table/list-state';
import type { DataColumn } from '../../../../components/data-table/types';
import { EllipsisText } from '../../../../components/ellipsis-text';
import { ExportButton } from '../../../../components/export/export-button';
import { formatMoney } from '../../../../components/number-format';
import { lazyPart } from '../../../../layout/lazy-part';
import { useIsMobile } from '../../../../layout/use-is-mobile';
import { useUserStore } from '../../../../stores/user';
import { ACCOUNT_ROUTE } from '../account-tabs';
import {
  CLIENT_PROFILE_ROUTE,
  CLIENT_RULES,
  CLIENTS_TAB,
  CLIENTS_TABLE,
  clientQueries,
  invalidateClients,
  type ClientDialogKind,
} from './client-rules';
import '../../../../components/tag.css';
import '../account.css';
import './clients.css';
import { branchTime } from '../../../../components/branch-time';

const ClientFilters = lazyPart(() => import('./client-filters'));
/** The enable/disable confirmation loads when first opened or an action hovered. */
const ClientDialogs = lazyPart(() => import('./client-dialogs'));
/** The console's own client-info dialog (ClientInfo / UpdateClient), loaded when a profile is first opened or hovered. */
const loadProfileDialog = () => import('../../../dashboard/console/client-dialog');
const ProfileDialog = lazy(() => loadProfileDialog().then((m) => ({ default: m.ClientDialog })));
const preloadProfileDialog = () => void loadProfileDialog().catch(() => undefined);
/** The required-field chooser (client:fields), loaded when first opened or hovered. */
const RequiredFieldsDialog = lazyPart(() => import('./required-fields-dialog'));

/** The address only (callAddress): the contract's zod stays out of the bundle. */
const CLIENT_EXPORT = callAddress<typeof ClientExport>('GET', '/api/UManage/ClientExport');

const when = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');

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
  const mobile = useIsMobile();
  const canStatus = useAllow(ACCOUNT_ROUTE, M.clientStatus);
  const canView = useAllow(CLIENT_PROFILE_ROUTE, M.clientView);
  const canEdit = useAllow(CLIENT_PROFILE_ROUTE, M.clientEdit);
  const canChooseFields = useAllow(ACCOUNT_ROUTE, M.clientFields);
  const canAdd = useAllow(ACCOUNT_ROUTE, M.clientAdd);
  const [choosing, setChoosing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<{ kind: ClientDialogKind; row: ClientListRow } | null>(null);
  const [profile, setProfile] = useState<ClientListRow | null>(null);
  const [profileUsed, setProfileUsed] = useState(false);

  const columns = useMemo<DataColumn<ClientListRow>[]>(() => {
    const none = <span className="bo-muted">—</span>;
    const text = (v: string, code = false) => (v ? <EllipsisText text={v} code={code} data-user-content="" /> : none);
    const openProfile = (r: ClientListRow) => {
      setProfileUsed(true);
      setProfile(r);
    };
    const statusHint = { onPointerEnter: ClientDialogs.preload, onFocus: ClientDialogs.preload };
    const profileHint = { onPointerEnter: preloadProfileDialog, onFocus: preloadProfileDialog };
    return [
      {
        key: 'guestcode',
        title: t('accounts.clients.col.guestcode'),
        width: 120,
        sort: 'guestcode',
        render: (r) => <EllipsisText text={r.guestcode} code data-user-content="" data-testid="client-code" />,
      },
      {
        key: 'guestname',
        title: t('accounts.clients.col.guestname'),
        width: 160,
        sort: 'guestname',
        render: (r) => <EllipsisText text={r.guestname} data-user-content="" data-testid="client-name" />,
      },
      { key: 'longname', title: t('accounts.clients.col.longname'), width: 200, render: (r) => text(r.longname) },
      {
        key: 'type',
        title: t('accounts.clients.col.type'),
        width: 120,
        render: (r) =>
          r.clienttype >= 1 && r.clienttype <= 5 ? t(`dashboard.client.clienttype.${r.clienttype}`) : none,
      },
      { key: 'level', title: t('accounts.clients.col.level'), width: 90, render: (r) => text(r.clientlevel) },
      { key: 'linkman', title: t('accounts.clients.col.linkman'), width: 110, render: (r) => text(r.linkman) },
      { key: 'mobile', title: t('accounts.clients.col.mobile'), width: 130, render: (r) => text(r.mobile, true) },
      { key: 'area', title: t('accounts.clients.col.area'), width: 110, render: (r) => text(r.area) },
      {
        key: 'salesperson',
        title: t('accounts.clients.col.salesperson'),
        width: 110,
        render: (r) => (r.salesperson ? text(r.salesperson.name) : none),
      },
      {
        key: 'settlement',
        title: t('accounts.clients.col.settlement'),
        width: 100,
        render: (r) => (
          <span className={`ot ${r.isyuejie === 1 ? 'ot-gold' : 'ot-grey'}`} data-testid="client-settlement">
            {t(`accounts.clients.monthly.${r.isyuejie === 1 ? 'yes' : 'no'}`)}
          </span>
        ),
      },
      {
        key: 'creditLimit',
        title: t('accounts.clients.col.creditLimit'),
        width: 130,
        align: 'right',
        render: (r) => (
          <span className="bo-code" data-testid="client-credit-limit">
            {formatMoney(r.creditLimit)}
          </span>
        ),
      },
      {
        key: 'creditUsed',
        title: t('accounts.clients.col.creditUsed'),
        width: 170,
        align: 'right',
        render: (r) => (
          <span className="cl-used">
            {r.overLimit && (
              <span className="ot ot-red" title={t('accounts.clients.overLimitHelp')} data-testid="client-over-limit">
                {t('accounts.clients.overLimit')}
              </span>
            )}
            <span className="bo-code" data-testid="client-credit-used">
              {formatMoney(r.creditUsed)}
            </span>
          </span>
        ),
      },
      {
        key: 'lastOrder',
        title: t('accounts.clients.col.lastOrder'),
        width: 150,
        render: (r) =>
          r.lastOrderAt ? (
            <span className="bo-code">{when(r.lastOrderAt)}</span>
          ) : (
            <span className="bo-muted">{t('accounts.clients.noOrders')}</span>
          ),
      },
      {
        key: 'status',
        title: t('accounts.clients.col.status'),
        width: 90,
        render: (r) => (
          <span
            className={`ot ${r.status === 1 ? 'ot-green' : 'ot-grey'}`}
            data-status={r.status}
            data-testid="client-status"
          >
            {t(`accounts.clients.status.${r.status === 1 ? 1 : 0}`)}
          </span>
        ),
      },
      ...(canView || canStatus
        ? [
            {
              key: 'actions',
              title: t('accounts.clients.col.actions'),
              width: mobile ? 120 : 150,
              fixedRight: true,
              render: (r: ClientListRow) => {
                const of = `${r.guestname} · ${r.guestcode}`;
                return (
                  <span className="acc-actions" data-testid="client-actions">
                    {canView && (
                      <Button
                        size="small"
                        type="link"
                        onClick={() => openProfile(r)}
                        {...profileHint}
                        aria-label={t('accounts.clients.action.profileOf', { name: of })}
                        data-user-content=""
                        data-testid="client-profile"
                      >
                        {t('accounts.clients.action.profile')}
                      </Button>
                    )}
                    {canStatus &&
                      (r.status === 1 ? (
                        <Button
                          size="small"
                          type="link"
                          danger
                          onClick={() => setDialog({ kind: 'disable', row: r })}
                          {...statusHint}
                          aria-label={t('accounts.clients.action.disableOf', { name: of })}
                          data-user-content=""
                          data-testid="client-disable"
                        >
                          {t('accounts.clients.action.disable')}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          type="link"
                          onClick={() => setDialog({ kind: 'enable', row: r })}
                          {...statusHint}
                          aria-label={t('accounts.clients.action.enableOf', { name: of })}
                          data-user-content=""
                          data-testid="client-enable"
                        >
                          {t('accounts.clients.action.enable')}
                        </Button>
                      ))}
                  </span>
                );
              },
            } satisfies DataColumn<ClientListRow>,
          ]
        : []),
    ];
  }, [t, canView, canStatus, mobile]);
  const query = useMemo(() => (s: ListState) => clientQueries.list(user, s), [user]);

  return (
    <div data-testid="clients-tab">
      <DataTable<ClientListRow, Record<string, never>>
        route={ACCOUNT_ROUTE}
        tab={CLIENTS_TAB}
        tableId={CLIENTS_TABLE}
        title={t('accounts.tab.clients')}
        rules={CLIENT_RULES}
        columns={columns}
        keyColumn="guestcode"
        rowKey={(r) => r.id}
        query={query}
        filterForm={ClientFilters}
        emptyText={t('accounts.clients.empty')}
        exportAction={(s) => (
          <ExportButton route={ACCOUNT_ROUTE} mark={M.clientExport} path={CLIENT_EXPORT.path} state={s} />
        )}
        extra={
          <>
            {canChooseFields && (
              <Button
                onClick={() => setChoosing(true)}
                onPointerEnter={RequiredFieldsDialog.preload}
                onFocus={RequiredFieldsDialog.preload}
                data-testid="client-required-fields"
              >
                {t('accounts.clients.required.button')}
              </Button>
            )}
            {canAdd && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                onPointerEnter={preloadProfileDialog}
                onFocus={preloadProfileDialog}
                aria-label={mobile ? t('accounts.clients.add') : undefined}
                data-testid="client-add"
              >
                {mobile ? null : t('accounts.clients.add')}
              </Button>
            )}
          </>
        }
      />
      {choosing && (
        <Suspense fallback={null}>
          <RequiredFieldsDialog onClose={() => setChoosing(false)} />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <ClientDialogs
            key={`${dialog.kind}:${dialog.row.id}`}
            kind={dialog.kind}
            initial={dialog.row}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {adding && (
        <Suspense fallback={null}>
          <ProfileDialog
            adding
            guestcode={null}
            name=""
            canEdit={canEdit}
            onAdded={() => {
              setAdding(false);
              void invalidateClients(qc, user);
            }}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
      {profileUsed && (
        <Suspense fallback={null}>
          <ProfileDialog
            guestcode={profile?.guestcode ?? null}
            name={profile?.guestname ?? ''}
            canEdit={canEdit}
            onClose={() => {
              setProfile(null);
              // The profile may have been edited there (name, company, type, level …): the list is read again.
              void invalidateClients(qc, user);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
