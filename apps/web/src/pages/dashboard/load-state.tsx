import type { ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../../api/http';

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
        <Alert
          type="error"
          showIcon
          title={t('dashboard.loadFailed', { msg: error.message })}
          action={<Button size="small" onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      </div>
    );
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}
