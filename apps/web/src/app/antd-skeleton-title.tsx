// Used only by the build (vite.config.ts, antdIconsDecorative): antd's Skeleton title bar drawn as
// a <div> hidden from assistive technology, not the empty <h3> antd draws (an empty heading in the
// page's outline while a part loads: HTML_CodeSniffer H42.2). Its look comes from its class alone.
import type { CSSProperties } from 'react';

export default function SkeletonTitle({
  prefixCls,
  className,
  width,
  style,
}: {
  prefixCls?: string;
  className?: string;
  width?: number | string;
  style?: CSSProperties;
}) {
  return <div aria-hidden className={[prefixCls, className].filter(Boolean).join(' ')} style={{ width, ...style }} />;
}
