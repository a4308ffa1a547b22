import type { ClientListRow } from '@bo/contract';
import { Muted, TextCell, TimeCell } from '../../../../components/list-page/cells';
import type { ColumnSpec, ColumnsOf } from '../../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../../components/list-page/row-actions';
import { formatMoney } from '../../../../components/number-format';
import { onOff, Tag } from '../../../../components/tag';
import type { ClientDialogKind } from './client-rules';

/**
 * What the clients' rows may do: open the profile (client:view), enable or disable
 * (client:status), give the client to a salesperson (client:edit, reaching all data).
 */
export interface ClientContext {
  canView: boolean;
  canStatus: boolean;
  canAssign: boolean;
  profile: (row: ClientListRow) => void;
  open: (kind: ClientDialogKind | 'salesperson', row: ClientListRow) => void;
  profileDialog: Opens;
  statusDialog: Opens;
  salespersonDialog: Opens;
}

type Spec = ColumnSpec<ClientListRow, ClientContext>;
const text = (key: string, pick: (r: ClientListRow) => string, width: number, code = false): Spec => ({
  key,
  title: `accounts.clients.col.${key}`,
  width,
  render: (r) => <TextCell text={pick(r)} code={code} />,
});

/** The clients' columns. */
export const CLIENT_COLUMNS: Spec[] = [
  {
    key: 'guestcode',
    title: 'accounts.clients.col.guestcode',
    width: 120,
    sort: 'guestcode',
    render: (r) => <TextCell text={r.guestcode} code testId="client-code" />,
  },
  {
    key: 'guestname',
    title: 'accounts.clients.col.guestname',
    width: 160,
    sort: 'guestname',
    render: (r) => <TextCell text={r.guestname} testId="client-name" />,
  },
  text('longname', (r) => r.longname, 200),
  {
    key: 'type',
    title: 'accounts.clients.col.type',
    width: 120,
    render: (r, { t }) =>
      r.clienttype >= 1 && r.clienttype <= 5 ? t(`dashboard.client.clienttype.${r.clienttype}`) : <Muted />,
  },
  text('level', (r) => r.clientlevel, 90),
  text('linkman', (r) => r.linkman, 110),
  text('mobile', (r) => r.mobile, 130, true),
  text('area', (r) => r.area, 110),
  text('salesperson', (r) => r.salesperson?.name ?? '', 110),
  {
    key: 'settlement',
    title: 'accounts.clients.col.settlement',
    width: 100,
    render: (r, { t }) => (
      <Tag colour={r.isyuejie === 1 ? 'gold' : 'grey'} data-testid="client-settlement">
        {t(`accounts.clients.monthly.${r.isyuejie === 1 ? 'yes' : 'no'}`)}
      </Tag>
    ),
  },
  {
    key: 'creditLimit',
    title: 'accounts.clients.col.creditLimit',
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
    title: 'accounts.clients.col.creditUsed',
    width: 170,
    align: 'right',
    render: (r, { t }) => (
      <span className="cl-used">
        {r.overLimit && (
          <Tag colour="red" title={t('accounts.clients.overLimitHelp')} data-testid="client-over-limit">
            {t('accounts.clients.overLimit')}
          </Tag>
        )}
        <span className="bo-code" data-testid="client-credit-used">
          {formatMoney(r.creditUsed)}
        </span>
      </span>
    ),
  },
  {
    key: 'lastOrder',
    title: 'accounts.clients.col.lastOrder',
    width: 150,
    render: (r, { t }) => <TimeCell at={r.lastOrderAt} empty={<Muted>{t('accounts.clients.noOrders')}</Muted>} />,
  },
  {
    key: 'status',
    title: 'accounts.clients.col.status',
    width: 90,
    render: (r, { t }) => (
      <Tag colour={onOff(r.status === 1)} data-status={r.status} data-testid="client-status">
        {t(`accounts.clients.status.${r.status === 1 ? 1 : 0}`)}
      </Tag>
    ),
  },
  {
    key: 'actions',
    title: 'accounts.clients.col.actions',
    width: 220,
    mobileWidth: 120,
    fixedRight: true,
    when: (c) => c.canView || c.canStatus || c.canAssign,
    render: (r, c) => <ClientActions row={r} c={c} />,
  },
];

function ClientActions({ row: r, c }: { row: ClientListRow; c: ColumnsOf<ClientContext> }) {
  const { t } = c;
  const name = `${r.guestname} · ${r.guestcode}`;
  const kind = r.status === 1 ? 'disable' : 'enable';
  return (
    <RowActions testId="client-actions">
      {c.canView && (
        <RowAction
          onClick={() => c.profile(r)}
          opens={c.profileDialog}
          label={t('accounts.clients.action.profileOf', { name })}
          userContent
          testId="client-profile"
        >
          {t('accounts.clients.action.profile')}
        </RowAction>
      )}
      {c.canAssign && (
        <RowAction
          onClick={() => c.open('salesperson', r)}
          opens={c.salespersonDialog}
          label={t('accounts.clients.action.salespersonOf', { name })}
          userContent
          testId="client-salesperson"
        >
          {t('accounts.clients.action.salesperson')}
        </RowAction>
      )}
      {c.canStatus && (
        <RowAction
          danger={kind === 'disable'}
          onClick={() => c.open(kind, r)}
          opens={c.statusDialog}
          label={t(`accounts.clients.action.${kind}Of`, { name })}
          userContent
          testId={`client-${kind}`}
        >
          {t(`accounts.clients.action.${kind}`)}
        </RowAction>
      )}
    </RowActions>
  );
}
