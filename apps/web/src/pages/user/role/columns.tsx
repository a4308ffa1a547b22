import type { RoleRow } from '@bo/contract';
import { Muted, TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec, ColumnsOf } from '../../../components/list-page/columns';
import { RowAction, RowActions, RowLink, type Opens } from '../../../components/list-page/row-actions';
import { formatCount } from '../../../components/number-format';
import { onOff, Tag } from '../../../components/tag';
import { nameIn, namesColumn } from '../../../components/list-page/standard-columns';
import type { RoleDialogKind } from './role-rules';

export type RolesDialogKind = RoleDialogKind | 'powers';

/** What the roles' rows may do: open the powers; with role:edit edit, copy, enable, disable, remove. */
export interface RoleContext {
  /** The signed-in user's role: not changed here by anyone. */
  mine: string;
  canEdit: boolean;
  open: (kind: RolesDialogKind, row: RoleRow) => void;
  enable: (row: RoleRow) => void;
  enabling: (id: number) => boolean;
  powers: Opens;
  dialogs: Opens;
}

const roleNames = (r: RoleRow) => [r.name, r.name_en] as const;
const nameOf = (r: RoleRow, lang: string) => nameIn(roleNames, r, lang);

/** The roles' columns. */
export const ROLE_COLUMNS: ColumnSpec<RoleRow, RoleContext>[] = [
  {
    key: 'code',
    title: 'roles.col.code',
    width: 150,
    sort: 'code',
    render: (r, { t, lang, mine, open, powers }) => (
      <span className="role-code">
        <RowLink
          onClick={() => open('powers', r)}
          opens={powers}
          label={t('roles.action.powersOf', { name: nameOf(r, lang) })}
          testId="role-open"
        >
          <TextCell text={r.code} code />
        </RowLink>
        {r.builtin && <Tag colour="blue">{t('roles.builtin')}</Tag>}
        {r.code === mine && <Tag colour="purple">{t('roles.yours')}</Tag>}
      </span>
    ),
  },
  namesColumn('roles.col.name', 200, roleNames, 'role-name'),
  {
    key: 'status',
    title: 'roles.col.status',
    width: 90,
    sort: 'status',
    render: (r, { t }) => (
      <Tag colour={onOff(r.status === 1)} data-status={r.status}>
        {t(`roles.status.${r.status}`)}
      </Tag>
    ),
  },
  {
    key: 'dataScope',
    title: 'roles.col.dataScope',
    width: 110,
    render: (r, { t }) => (
      <Tag colour={r.dataScope === 'all' ? 'blue' : 'gold'} data-scope={r.dataScope}>
        {t(`roles.dataScope.${r.dataScope}`)}
      </Tag>
    ),
  },
  {
    key: 'requireTotp',
    title: 'roles.col.requireTotp',
    width: 110,
    render: (r, { t }) =>
      r.requireTotp ? (
        <Tag colour="blue" data-testid="role-two-factor" data-require-totp="1">
          {t('roles.requireTotp.on')}
        </Tag>
      ) : (
        <Muted data-testid="role-two-factor" data-require-totp="0">
          {t('roles.requireTotp.off')}
        </Muted>
      ),
  },
  {
    key: 'users',
    title: 'roles.col.users',
    width: 90,
    align: 'right',
    sort: 'users',
    render: (r) => <span data-testid="role-users">{formatCount(r.users)}</span>,
  },
  {
    key: 'actions',
    title: 'roles.col.actions',
    width: 300,
    mobileWidth: 170,
    render: (r, c) => <RoleActions row={r} c={c} />,
  },
];

function RoleActions({ row: r, c }: { row: RoleRow; c: ColumnsOf<RoleContext> }) {
  const { t, open } = c;
  const name = nameOf(r, c.lang);
  // The administrator role and one's own role are not changed by anyone here (the server refuses too),
  // except for two-factor sign-in: a dialog of its own offers that switch alone.
  const changeable = c.canEdit && !r.builtin && r.code !== c.mine;
  const action = (kind: RoleDialogKind, show: boolean, danger = false) =>
    show && (
      <RowAction
        danger={danger}
        onClick={() => open(kind, r)}
        opens={c.dialogs}
        label={t(`roles.action.${kind}Of`, { name })}
        testId={`role-${kind}`}
      >
        {t(`roles.action.${kind}`)}
      </RowAction>
    );
  return (
    <RowActions testId="role-actions">
      <RowAction
        onClick={() => open('powers', r)}
        opens={c.powers}
        label={t('roles.action.powersOf', { name })}
        testId="role-powers"
      >
        {t('roles.action.powers')}
      </RowAction>
      {action('edit', changeable)}
      {action('totp', c.canEdit && !changeable)}
      {action('copy', c.canEdit)}
      {action('disable', changeable && r.status === 1)}
      {changeable && r.status !== 1 && (
        <RowAction
          loading={c.enabling(r.id)}
          onClick={() => c.enable(r)}
          label={t('roles.action.enableOf', { name })}
          testId="role-enable"
        >
          {t('roles.action.enable')}
        </RowAction>
      )}
      {action('remove', changeable, true)}
    </RowActions>
  );
}
