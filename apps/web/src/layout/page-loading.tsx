import { useEffect } from 'react';
import { Spin } from 'antd';
import { progressDone, progressStart } from './progress';

/** While a page's code loads: the progress bar runs and a spinner holds its place. */
export function PageLoading() {
  useEffect(() => {
    progressStart();
    return progressDone;
  }, []);
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}
