import { Suspense, useEffect, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../../api/http';
import { lazyPart } from '../../lib/lazy-part';
import { whenIdle } from '../../lib/when-idle';

/** The error with its retry and the empty state: rarely drawn, so they load when the page is idle, not with it. */
const LoadError = lazyPart(() => import('../../components/load-error'));
const EmptyState = lazyPart(() => import('../../components/empty-state'));

interface LoadStateProps {
  /** The TanStack query of the block. */
  query: { isPending: boolean; error: Error | null; data: unknown; refetch: () => unknown };
  /** true when the answer holds nothing to show. */
  empty?: boolean;
  emptyText?: string;
  /** Skeleton rows while the first answer is awaited. */
  rows?: number;
  /** Drawn instead of the skeleton while the first answer is awaited (the block's own shape). */
  placeholder?: ReactNode;
  children: ReactNode;
}

/**
 * The three states every dashboard block has before its content: a skeleton while the first
 * answer is awaited, the server's message on error (with a retry), and an empty state.
 */
export function LoadState({ query, empty, emptyText, rows = 6, placeholder, children }: LoadStateProps) {
  const { t } = useTranslation();
  useEffect(() => whenIdle(() => (LoadError.preload(), EmptyState.preload())), []);
  // A failed refetch keeps the rows already shown; only a block with nothing to show says so.
  // An ended session (code 7) is said once by the HTTP client before /login: no block of its own.
  const error = query.data === undefined && !isSessionEnded(query.error) ? query.error : null;
  if ((query.isPending || (query.data === undefined && query.error)) && !error)
    return (
      <div data-testid="skeleton" aria-busy="true">
        {placeholder ?? <Skeleton active paragraph={{ rows }} title={false} />}
      </div>
    );
  if (error)
    return (
      <div data-testid="load-error">
        <Suspense fallback={null}>
          <LoadError
            message={t('dashboard.loadFailed', { msg: error.message })}
            retryLabel={t('common.retry')}
            onRetry={() => void query.refetch()}
          />
        </Suspense>
      </div>
    );
  if (empty)
    return (
      <Suspense fallback={null}>
        <EmptyState description={emptyText} />
      </Suspense>
    );
  return <>{children}</>;
}
