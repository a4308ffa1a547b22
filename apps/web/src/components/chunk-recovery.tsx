import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { reloadForChunk } from '../app/chunk-errors';

/** One decision per page life: every boundary that catches a chunk failure agrees with the first. */
let reloading: boolean | undefined;

/**
 * What a boundary shows for code that failed to load (issue 8 #12): a spinner while the page
 * reloads to fetch the new version, or, when a reload already happened and did not help, a
 * translated message with a reload button.
 */
export function ChunkRecovery({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(reloading === false);
  useEffect(() => {
    if (reloading === undefined) reloading = reloadForChunk();
    if (!reloading) setFailed(true);
  }, []);
  if (!failed)
    return (
      <div style={{ padding: 48, textAlign: 'center', minHeight: fullPage ? '100vh' : undefined, boxSizing: 'border-box' }}>
        <Spin size="large" />
      </div>
    );
  return (
    <Result
      status="warning"
      title={t('chunk.title')}
      subTitle={t('chunk.body')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </Button>
      }
      style={fullPage ? { paddingTop: '15vh' } : undefined}
      data-testid="chunk-failed"
    />
  );
}
