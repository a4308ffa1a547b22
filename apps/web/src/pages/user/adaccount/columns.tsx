import type { MenuProps } from 'antd';
import type { StaffRow } from '@bo/contract';
import { Muted, TextCell, TimeCell } from '../../../components/list-page/cells';
import type { ColumnSpec, ColumnsOf } from '../../../components/list-page/columns';
import { RowAction, RowActions, RowLink, type Opens } from '../../../components/list-page/row-actions';
import { RowMenu } from '../../../components/list-page/row-menu';
import { EllipsisText } from '../../../components/ellipsis-text';
import { onOff, Tag } from '../../../components/tag';
import { pickLang } from '../../../locales/pick-lang';
import type { StaffDialogKind } from './staff-rules';

/** What the accounts' rows may do: open the drawer; with staff:edit and staff:signout the dialogs. */
export interface StaffContext {
  /** The signed-in account's id: one's own row offers only its drawer. */
  me: number;
  canEdit: boolean;
  canSignOut: boolean;
  show: (row: StaffRow) => void;
  open: (kind: StaffDialogKind, row: StaffRow) => void;
  drawer: Opens;
  dialogs: Opens;
}

/** The row menu's actions, in the order shown ("grants" opens the drawer). */
const ROW_ACTIONS = ['role', 'reset', 'resetTotp', 'disable', 'enable', 'signOut', 'grants', 'remove'] as const;
type RowMenuAction = (typeof ROW_ACTIONS)[number];

/** What the row's menu offers: one's own account only its drawer (the server refuses the rest for oneself anyway). */
function actionsOf(r: StaffRow, c: StaffContext): RowMenuAction[] {
  const own = r.id === c.me;
  return ROW_ACTIONS.filter((a) => {
    if (a === 'grants') return true;
    if (a === 'signOut') return c.canSignOut && !own;
    if (!c.canEdit || own) return false;
    if (a === 'disable') return r.status === 1;
    if (a === 'enable') return r.status !== 1;
    if (a === 'resetTotp') return r.totpEnabled;
    return true;
  });
}

const optional = (key: string, pick: (r: StaffRow) => string | null, width: number, code = false) =>
  ({
    key,
    title: `staff.col.${key}`,
    width,
    render: (r) => <TextCell text={pick(r)} code={code} />,
  }) satisfies ColumnSpec<StaffRow, StaffContext>;

/** The staff accounts' columns. */
export const STAFF_COLUMNS: ColumnSpec<StaffRow, StaffContext>[] = [
  {
    key: 'account',
    title: 'staff.col.account',
    width: 170,
    sort: 'userName',
    render: (r, { t, me, show, drawer }) => (
      <span className="staff-account">
        <RowLink
          onClick={() => show(r)}
          opens={drawer}
          label={t('staff.action.openOf', { name: r.userName })}
          testId="staff-open"
        >
          <TextCell text={r.userName} code />
        </RowLink>
        {r.id === me && <Tag colour="purple">{t('staff.you')}</Tag>}
      </span>
    ),
  },
  {
    key: 'nickName',
    title: 'staff.col.nickName',
    width: 150,
    sort: 'nickName',
    render: (r) => <TextCell text={r.nickName} />,
  },
  {
    key: 'role',
    title: 'staff.col.role',
    width: 140,
    sort: 'role',
    render: (r, { t, lang }) =>
      r.roleName ? (
        <EllipsisText
          text={pickLang(lang, r.roleName, r.roleNameEn)}
          tooltip={`${pickLang(lang, r.roleName, r.roleNameEn)} · ${r.roleCode}`}
          data-user-content=""
          data-role={r.roleCode}
        />
      ) : (
        <Muted data-role={r.roleCode}>{t('staff.roleGone')}</Muted>
      ),
  },
  {
    key: 'status',
    title: 'staff.col.status',
    width: 130,
    render: (r, { t }) => (
      <span className="staff-tags">
        <Tag colour={onOff(r.status === 1)} data-status={r.status} data-testid="staff-status">
          {t(`staff.status.${r.status === 1 ? 1 : 0}`)}
        </Tag>
        {r.mustChangePassword && (
          <Tag colour="gold" data-testid="staff-must-change">
            {t('staff.mustChange')}
          </Tag>
        )}
      </span>
    ),
  },
  {
    key: 'totp',
    title: 'staff.col.totp',
    width: 110,
    render: (r, { t }) => (
      <Tag colour={onOff(r.totpEnabled)} data-testid="staff-totp" data-totp={r.totpEnabled ? 'on' : 'off'}>
        {t(`staff.totp.${r.totpEnabled ? 'on' : 'off'}`)}
      </Tag>
    ),
  },
  {
    key: 'lastLogin',
    title: 'staff.col.lastLogin',
    width: 150,
    sort: 'lastLogin',
    render: (r, { t }) => <TimeCell at={r.lastLoginAt} empty={<Muted>{t('staff.never')}</Muted>} />,
  },
  {
    key: 'sessions',
    title: 'staff.col.sessions',
    width: 90,
    align: 'right',
    render: (r) => <span data-testid="staff-sessions">{r.sessions}</span>,
  },
  optional('operator', (r) => r.operators, 120, true),
  {
    key: 'switch',
    title: 'staff.col.switch',
    width: 170,
    render: (r, { t, show, drawer }) =>
      r.switchTo.length + r.switchFrom.length === 0 ? (
        <Muted>{t('staff.none')}</Muted>
      ) : (
        <RowLink onClick={() => show(r)} opens={drawer} testId="staff-switch">
          <EllipsisText text={t('staff.switchSummary', { to: r.switchTo.length, from: r.switchFrom.length })} />
        </RowLink>
      ),
  },
  optional('phone', (r) => r.phone, 140, true),
  optional('email', (r) => r.email, 180),
  {
    key: 'actions',
    title: 'staff.col.actions',
    width: 150,
    mobileWidth: 130,
    fixedRight: true,
    render: (r, c) => <StaffActions row={r} c={c} />,
  },
];

function StaffActions({ row: r, c }: { row: StaffRow; c: ColumnsOf<StaffContext> }) {
  const { t } = c;
  const items: MenuProps['items'] = actionsOf(r, c).map((a) => ({
    key: a,
    label: t(`staff.action.${a}`),
    danger: a === 'remove' || a === 'disable' || a === 'resetTotp',
    onClick: () => (a === 'grants' ? c.show(r) : c.open(a, r)),
  }));
  return (
    <RowActions testId="staff-actions">
      {c.canEdit && (
        <RowAction
          onClick={() => c.open('edit', r)}
          opens={c.dialogs}
          label={t('staff.action.editOf', { name: r.userName })}
          testId="staff-edit"
        >
          {t('staff.action.edit')}
        </RowAction>
      )}
      <RowMenu
        items={items}
        opens={c.dialogs}
        label={t('staff.action.moreOf', { name: r.userName })}
        testId="staff-more"
      >
        {t('staff.action.more')}
      </RowMenu>
    </RowActions>
  );
}
