import { Button, Popconfirm } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { SoftKeyRow } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';

const when = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');

/** The keys table's columns: who and what, when created and last used, its state, and revoking it. */
export function softKeyColumns(t: TFunction, revoke: (row: SoftKeyRow) => Promise<void>): ColumnsType<SoftKeyRow> {
  return [
    { key: 'name', title: t('soft-keys.col.name'), render: (_v, r) => <span data-user-content="">{r.name}</span> },
    {
      key: 'account',
      title: t('soft-keys.col.account'),
      render: (_v, r) => (
        <span data-user-content="">
          {r.nickName} <span className="bo-muted">({r.userName})</span>
        </span>
      ),
    },
    {
      key: 'prefix',
      title: t('soft-keys.col.prefix'),
      render: (_v, r) => <span className="bo-code">{r.prefix}…</span>,
    },
    {
      key: 'created',
      title: t('soft-keys.col.created'),
      render: (_v, r) => (
        <>
          <span className="bo-code">{when(r.createdAt)}</span>{' '}
          <span className="bo-muted" data-user-content="">
            {r.createdBy}
          </span>
        </>
      ),
    },
    {
      key: 'lastUsed',
      title: t('soft-keys.col.lastUsed'),
      render: (_v, r) =>
        r.lastUsedAt ? (
          <span className="bo-code">{when(r.lastUsedAt)}</span>
        ) : (
          <span className="bo-muted">{t('soft-keys.never')}</span>
        ),
    },
    { key: 'state', title: t('soft-keys.col.state'), render: (_v, r) => <KeyState row={r} t={t} /> },
    {
      key: 'action',
      title: t('soft-keys.col.action'),
      render: (_v, r) => (r.revokedAt ? null : <RevokeButton row={r} t={t} revoke={revoke} />),
    },
  ];
}

function KeyState({ row: r, t }: { row: SoftKeyRow; t: TFunction }) {
  return r.revokedAt ? (
    <span className="ot ot-grey" data-testid="soft-key-state">
      {t('soft-keys.revoked', { at: when(r.revokedAt) })}
    </span>
  ) : (
    <span className="ot ot-green" data-testid="soft-key-state">
      {t('soft-keys.live')}
    </span>
  );
}

function RevokeButton({
  row: r,
  t,
  revoke,
}: {
  row: SoftKeyRow;
  t: TFunction;
  revoke: (row: SoftKeyRow) => Promise<void>;
}) {
  return (
    <Popconfirm
      title={t('soft-keys.confirmTitle', { name: r.name })}
      description={<div className="bo-soft-keys-confirm">{t('soft-keys.confirmText')}</div>}
      okText={t('soft-keys.revoke')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'soft-key-revoke-confirm' }}
      onConfirm={() => revoke(r)}
    >
      <Button
        size="small"
        type="link"
        danger
        aria-label={t('soft-keys.revokeOf', { name: r.name })}
        data-testid="soft-key-revoke"
      >
        {t('soft-keys.revoke')}
      </Button>
    </Popconfirm>
  );
}
