import type { ReactNode } from 'react';

/**
 * An icon that is the only thing in its control (antd's clear, previous/next page and more-tabs
 * buttons), with the words of what the control does beside it for assistive technology: the icon
 * is hidden (app/decorative-icon.tsx), the words are not shown. A control named by its content
 * keeps its name whatever the engine that reads it (a screen reader, axe, HTML_CodeSniffer).
 */
export function WordedIcon({ icon, words }: { icon: ReactNode; words: string }) {
  return (
    <>
      {icon}
      <span className="bo-visually-hidden">{words}</span>
    </>
  );
}
