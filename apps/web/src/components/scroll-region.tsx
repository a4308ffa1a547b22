import type { ReactNode } from 'react';
import './scroll-region.css';

/**
 * A block that scrolls sideways on a narrow screen (a small table in a drawer or dialog), named
 * and focusable so the keyboard can scroll it too (axe: scrollable-region-focusable). Its content
 * keeps at least `minWidth` pixels instead of squeezing its columns.
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is focusable so the keyboard can scroll it (axe: scrollable-region-focusable)
    <div className="bo-scroll-region" role="region" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
