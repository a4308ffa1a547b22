import { useEffect } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { progressDone, progressStart } from './progress';

/** While a page's code loads: the progress bar runs and a spinner holds its place. */
export function PageLoading() {
  const { t } = useTranslation();
  useEffect(() => {
    progressStart();
    return progressDone;
  }, []);
  return (
    <div
      style={{ padding: 48, textAlign: 'center' }}
      role="status"
      aria-busy="true"
      aria-label={t('frame.pageLoading')}
      data-testid="page-loading"
    >
      <Spin />
    </div>
  );
}
