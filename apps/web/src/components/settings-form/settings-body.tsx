import { Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../../api/http';
import { lazyPart } from '../../lib/lazy-part';

const LoadError = lazyPart(() => import('../load-error'));

/**
 * A settings page's card body: the read error with Retry, a skeleton while the settings are read,
 * then the form (a lazily loaded part) given the settings and a way to read them again.
 */
export function SettingsBody<T>(props: {
  settings: UseQueryResult<T>;
  form: (settings: T, reload: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { settings } = props;
  const reload = () => void settings.refetch();
  if (settings.isError && !settings.data && !isSessionEnded(settings.error))
    return (
      <Suspense fallback={null}>
        <LoadError message={settings.error.message} retryLabel={t('common.retry')} onRetry={reload} />
      </Suspense>
    );
  if (!settings.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>{props.form(settings.data, reload)}</Suspense>
  );
}
