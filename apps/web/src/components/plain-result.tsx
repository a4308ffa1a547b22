import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  status: 'info' | 'warning' | 'error';
  title: ReactNode;
  subTitle: ReactNode;
  extra?: ReactNode;
  /** Drawn on an empty page (the sign-in pages, the route error) rather than inside the frame. */
  fullPage?: boolean;
  'data-testid'?: string;
}

/**
 * antd's Result look without antd (components/plain.css), for what can show before sign-in or
 * when code failed to load: loading antd there would cost /login's budget, or fail outright. The
 * print view's problems use it too: antd's Result brings its 403/404/500 pictures along.
 */
export function PlainResult({ icon, status, title, subTitle, extra, fullPage, ...rest }: Props) {
  return (
    <div
      className={`bo-result bo-result-${status}${fullPage ? ' bo-result-page' : ''}`}
      data-testid={rest['data-testid']}
    >
      <div className="bo-result-icon">{icon}</div>
      <div className="bo-result-title">{title}</div>
      <div className="bo-result-subtitle">{subTitle}</div>
      {extra && <div className="bo-result-extra">{extra}</div>}
    </div>
  );
}
