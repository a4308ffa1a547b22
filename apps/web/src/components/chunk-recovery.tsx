import { useEffect, useState } from 'react';
import { reloadForChunk } from '../lib/chunk-errors';
import { useSignInT } from './sign-in-i18n';
import { PlainIcon, warningGlyph } from './plain-icon';
import { PlainResult } from './plain-result';
import { PlainSpin } from './full-page-spin';

/** One decision per page life: every boundary that catches a chunk failure agrees with the first. */
let reloading: boolean | undefined;

/**
 * What a boundary shows for code that failed to load (issue 8 #12): a spinner while the page
 * reloads to fetch the new version, or, when a reload already happened and did not help, a
 * translated message with a reload button. Plain elements and the strings loaded with the entry
 * (components/sign-in-i18n.ts): nothing here may need code that might be gone too.
 */
export function ChunkRecovery({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useSignInT();
  const [failed, setFailed] = useState(reloading === false);
  useEffect(() => {
    if (reloading === undefined) reloading = reloadForChunk();
    if (!reloading) setFailed(true);
  }, []);
  if (!failed)
    return (
      <div className="bo-chunk-reloading" style={{ minHeight: fullPage ? '100vh' : undefined }} aria-busy="true">
        <PlainSpin />
      </div>
    );
  return (
    <PlainResult
      status="warning"
      icon={<PlainIcon icon={warningGlyph} />}
      title={t('chunk.title')}
      subTitle={t('chunk.body')}
      extra={
        <button type="button" className="bo-btn bo-btn-primary" onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </button>
      }
      fullPage={fullPage}
      data-testid="chunk-failed"
    />
  );
}
