import { useRef, type KeyboardEvent, type PointerEvent, type ThHTMLAttributes } from 'react';
import { clampWidth, MAX_WIDTH, MIN_WIDTH } from './column-prefs';

export interface ResizeProps {
  /** The column's width now. */
  width?: number;
  /** Live while dragging (not saved). */
  onResizing?: (width: number) => void;
  /** Once the drag or key press is over: the width to keep. */
  onResized?: (width: number) => void;
  /** Accessible name of the handle, e.g. "Resize column Amount". */
  resizeLabel?: string;
}

/**
 * antd Table's header cell with a resize handle on its right edge: drag it with a mouse, pen or
 * finger, or focus it and use ← and → (10 px a step). Columns without width stay plain cells.
 */
export function ResizableHeaderCell({
  width,
  onResizing,
  onResized,
  resizeLabel,
  children,
  ...th
}: ThHTMLAttributes<HTMLTableCellElement> & ResizeProps) {
  const drag = useRef<{ x: number; w: number; last: number } | null>(null);
  if (!width || !onResized) return <th {...th}>{children}</th>;

  const down = (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, w: width, last: width };
  };
  const move = (e: PointerEvent<HTMLSpanElement>) => {
    const d = drag.current;
    if (!d) return;
    d.last = clampWidth(d.w + e.clientX - d.x);
    onResizing?.(d.last);
  };
  const up = (e: PointerEvent<HTMLSpanElement>) => {
    const d = drag.current;
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    if (d && d.last !== d.w) onResized(d.last);
  };
  const key = (e: KeyboardEvent<HTMLSpanElement>) => {
    const step = e.key === 'ArrowLeft' ? -10 : e.key === 'ArrowRight' ? 10 : 0;
    if (!step) return;
    e.preventDefault();
    e.stopPropagation();
    onResized(clampWidth(width + step));
  };

  return (
    <th {...th}>
      {children}
      {/* The ARIA window-splitter: a focusable separator moved by arrows or by dragging. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable separator is a widget (ARIA 1.2) */}
      <span
        className="dt-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label={resizeLabel}
        aria-valuenow={width}
        aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable separator is a widget (ARIA 1.2)
        tabIndex={0}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onKeyDown={key}
        // The header's own click sorts: a drag on the handle must not.
        onClick={(e) => e.stopPropagation()}
      />
    </th>
  );
}
