import { Suspense, useState } from 'react';
import { Button, Card, Skeleton, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
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
import { softKeyColumns } from './soft-keys-columns';

const SoftKeyDialog = lazyPart(() => import('./soft-keys-dialog'));
const LoadError = lazyPart(() => import('../../../components/load-error'));

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
      <SoftKeysBody query={query} revoke={revoke} />
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

/** The table once loaded; until then a skeleton, or the load's failure with a retry. */
function SoftKeysBody({
  query,
  revoke,
}: {
  query: UseQueryResult<Awaited<ReturnType<typeof getSoftKeys>>>;
  revoke: (row: SoftKeyRow) => Promise<void>;
}) {
  const { t } = useTranslation();
  if (query.isError && !query.data && !isSessionEnded(query.error)) {
    return (
      <Suspense fallback={null}>
        <LoadError
          message={t('soft-keys.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      </Suspense>
    );
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  // Scrolled sideways by a focusable region, not by the table itself: with no key, or only
  // revoked ones, the table holds nothing focusable, and axe refuses a scrolling region the
  // keyboard cannot reach (scrollable-region-focusable) at 390 px.
  return (
    <ScrollRegion label={t('soft-keys.title')} minWidth={760}>
      <Table<SoftKeyRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={query.data.keys}
        locale={{ emptyText: t('soft-keys.empty') }}
        data-testid="soft-keys-table"
        onRow={(r) => ({ 'data-testid': 'soft-key-row', 'data-key-name': r.name }) as React.HTMLAttributes<HTMLElement>}
        columns={softKeyColumns(t, revoke)}
      />
    </ScrollRegion>
  );
}
