import { Suspense, useState } from 'react';
import { Button, Card, Popconfirm, Skeleton, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SOFT_TOKEN_TTL_SECONDS, type SoftKeyRow, type UserInfo } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { getSoftKeys, revokeSoftKey } from '../../../api/soft-login';
import { showSuccess } from '../../../lib/feedback';
import { ScrollRegion } from '../../../components/scroll-region';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import '../../../components/tag.css';
import './soft-keys.css';
import { branchTime } from '../../../components/branch-time';

const SoftKeyDialog = lazyPart(() => import('./soft-keys-dialog'));
const LoadError = lazyPart(() => import('../../../components/load-error'));

const when = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');

/** Keys under ['soft-keys', gscode]: a branch switch never shows another branch's keys. */
export const softKeysQuery = (u: UserInfo) => ({
  queryKey: ['soft-keys', u.gscode] as const,
  queryFn: getSoftKeys,
  staleTime: 0,
});

/**
 * /system/setting, "Desktop software keys" (issue 14 #2), shown to holders of softkey:edit only
 * (the page's <Allow>) and loaded after the settings: the branch's keys (name, account, the key's
 * first characters, created, last used, revoked), a new key for an enabled account of the branch
 * (its value shown once, in the dialog), and revoking one after a confirmation.
 */
export default function SoftKeysSection() {
  const ready = usePageStrings('soft-keys');
  return ready ? <SoftKeys /> : <Skeleton active paragraph={{ rows: 3 }} />;
}

function SoftKeys() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const query = useQuery(softKeysQuery(user));
  const [adding, setAdding] = useState(false);
  const reload = () => client.invalidateQueries({ queryKey: softKeysQuery(user).queryKey });

  const revoke = async (row: SoftKeyRow) => {
    try {
      await revokeSoftKey(row.id);
      showSuccess(t('soft-keys.revokedDone', { name: row.name }));
    } finally {
      await reload();
    }
  };

  let body: React.ReactNode;
  if (query.isError && !query.data && !isSessionEnded(query.error)) {
    body = (
      <Suspense fallback={null}>
        <LoadError
          message={t('soft-keys.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      </Suspense>
    );
  } else if (!query.data) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else {
    // Scrolled sideways by a focusable region, not by the table itself: with no key, or only
    // revoked ones, the table holds nothing focusable, and axe refuses a scrolling region the
    // keyboard cannot reach (scrollable-region-focusable) at 390 px.
    body = (
      <ScrollRegion label={t('soft-keys.title')} minWidth={760}>
        <Table<SoftKeyRow>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={query.data.keys}
          locale={{ emptyText: t('soft-keys.empty') }}
          data-testid="soft-keys-table"
          onRow={(r) =>
            ({ 'data-testid': 'soft-key-row', 'data-key-name': r.name }) as React.HTMLAttributes<HTMLElement>
          }
          columns={[
            {
              key: 'name',
              title: t('soft-keys.col.name'),
              render: (_v, r) => <span data-user-content="">{r.name}</span>,
            },
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
            {
              key: 'state',
              title: t('soft-keys.col.state'),
              render: (_v, r) =>
                r.revokedAt ? (
                  <span className="ot ot-grey" data-testid="soft-key-state">
                    {t('soft-keys.revoked', { at: when(r.revokedAt) })}
                  </span>
                ) : (
                  <span className="ot ot-green" data-testid="soft-key-state">
                    {t('soft-keys.live')}
                  </span>
                ),
            },
            {
              key: 'action',
              title: t('soft-keys.col.action'),
              render: (_v, r) =>
                r.revokedAt ? null : (
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
                ),
            },
          ]}
        />
      </ScrollRegion>
    );
  }

  return (
    <Card
      title={t('soft-keys.title')}
      className="bo-soft-keys"
      data-testid="soft-keys"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!query.data}
          onClick={() => setAdding(true)}
          onPointerEnter={SoftKeyDialog.preload}
          onFocus={SoftKeyDialog.preload}
          data-testid="soft-key-add"
        >
          {t('soft-keys.add')}
        </Button>
      }
    >
      <p className="bo-soft-keys-intro bo-muted">{t('soft-keys.intro', { seconds: SOFT_TOKEN_TTL_SECONDS })}</p>
      {body}
      {adding && query.data && (
        <Suspense fallback={null}>
          <SoftKeyDialog
            accounts={query.data.accounts}
            onCreated={() => void reload()}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}
