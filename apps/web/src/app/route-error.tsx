import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A render error or a chunk that failed to load: the 500 page, with a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
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
