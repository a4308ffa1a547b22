import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '@bo/contract';

/** The body of the exception pages 403 / 404 / 500, each with a way back home. */
export function ExceptionResult({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`exception.${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
