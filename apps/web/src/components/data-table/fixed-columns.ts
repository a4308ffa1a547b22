import { useCallback } from 'react';

/**
 * Columns that stay put while the table scrolls sideways (the key column and the checkboxes on the
 * start side, a row's actions on the end side), held by CSS alone (data-table.css). antd's own
 * `fixed` columns need `scroll.x`, and with it rc-table measures every column after the first
 * draw: a forced layout and a second render of the whole table inside a cold load's first task,
 * the longest task on a phone. Every column here has its width already, so the offsets are known
 * (docs/decisions/0165-fixed-columns-by-css.md). antd's class names keep its look: position, layer,
 * background, and the shadow's box.
 */
export const FIX_START = 'ant-table-cell-fix ant-table-cell-fix-start dt-fix-start';
export const FIX_END = 'ant-table-cell-fix ant-table-cell-fix-end dt-fix-end';

/** The checkboxes' column: its width, and so the key column's offset after it (data-table.css `--dt-key-start`). */
export const CHECKBOX_COLUMN_PX = 44;

function mark(el: HTMLElement, name: string, on: boolean) {
  if (el.hasAttribute(name) !== on) el.toggleAttribute(name, on);
}

/**
 * A ref for the element around the table: it carries `data-more-start` while columns are hidden
 * off the start side and `data-more-end` while some are off the end side, which show the fixed
 * columns' shadows (as antd does) without drawing the table again on every scroll.
 */
export function useScrollEdges() {
  return useCallback((wrapper: HTMLDivElement | null) => {
    const scroller = wrapper?.querySelector<HTMLElement>('.ant-table-content');
    if (!wrapper || !scroller) return;
    const update = () => {
      const hidden = scroller.scrollWidth - scroller.clientWidth;
      const start = Math.abs(scroller.scrollLeft);
      mark(wrapper, 'data-more-start', start >= 1);
      mark(wrapper, 'data-more-end', hidden - start > 1);
    };
    scroller.addEventListener('scroll', update, { passive: true });
    // Called after layout: a new width of the box or of the table (a column resized, the window turned).
    const sizes = new ResizeObserver(update);
    sizes.observe(scroller);
    if (scroller.firstElementChild) sizes.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      sizes.disconnect();
    };
  }, []);
}
