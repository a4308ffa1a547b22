import { useRouteError } from 'react-router';
import { ChunkRecovery } from '../components/chunk-recovery';
import { closeCircleGlyph, PlainIcon } from '../components/plain-icon';
import { PlainResult } from '../components/plain-result';
import { isChunkLoadError } from '../lib/chunk-errors';
import { useSignInT } from '../components/sign-in-i18n';

/**
 * A render error, or code that failed to load (the sign-in page, the frame): recover or the 500
 * page. Plain elements and the entry's strings, so it needs no code that could be missing too.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useSignInT();
  if (isChunkLoadError(error)) return <ChunkRecovery fullPage />;
  console.error(error);
  return (
    <PlainResult
      status="error"
      icon={<PlainIcon icon={closeCircleGlyph} />}
      title="500"
      subTitle={t('exception.500')}
      extra={
        <button type="button" className="bo-btn bo-btn-primary" onClick={() => window.location.assign('/')}>
          {t('exception.reload')}
        </button>
      }
      fullPage
    />
  );
}
