import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../lib/lazy-part';

const LoadError = lazyPart(() => import('../../components/load-error'));

/** A safeguard page whose first read failed: the reason and a retry (loaded when needed). */
export function SafeguardLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <LoadError message={error.message} retryLabel={t('safeguard.retry')} onRetry={onRetry} />
    </Suspense>
  );
}
