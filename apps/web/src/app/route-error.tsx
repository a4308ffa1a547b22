import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkRecovery } from '../components/chunk-recovery';
import { isChunkLoadError } from './chunk-errors';

/** A render error, or code that failed to load (the sign-in page, the frame): recover or the 500 page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error)) return <ChunkRecovery fullPage />;
  console.error(error);
  return (
    <Result
      status={500}
      title={500}
      subTitle={t('exception.500')}
      extra={<Button type="primary" onClick={() => window.location.assign('/')}>{t('exception.reload')}</Button>}
    />
  );
}
