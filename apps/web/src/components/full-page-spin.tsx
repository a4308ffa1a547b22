import { Spin } from 'antd';

/** Shown while the frame or the menu loads. */
export function FullPageSpin() {
  return (
    <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
