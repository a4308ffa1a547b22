import { useLayoutEffect, type RefObject } from 'react';

/**
 * antd's RangePicker names its first input by the field's label and its second by nothing but
 * its placeholder ("To"), which is no name (WCAG 4.1.2) and is gone once a date is in. Every date
 * range of every filter form (and of the dashboard) is named here, once: "<label> Start date" and
 * "<label> End date".
 * rc-picker takes no name per input, so the names are put on its inputs, and again when antd
 * draws them anew (an observer).
 */
export function useRangeInputNames(
  grid: RefObject<HTMLDivElement | null>,
  start: string,
  end: string,
  /** The name of a picker outside a form item (the dashboard's ranges). */
  label?: string,
) {
  useLayoutEffect(() => {
    const root = grid.current;
    if (!root) return;
    const nameInputs = () => {
      for (const picker of Array.from(root.querySelectorAll('.ant-picker-range'))) {
        const name =
          picker.closest('.ant-form-item')?.querySelector('.ant-form-item-label label')?.textContent?.trim() ?? label;
        const inputs = picker.querySelectorAll('input');
        [start, end].forEach((words, i) => {
          const wanted = name ? `${name} ${words}` : words;
          if (inputs[i] && inputs[i].getAttribute('aria-label') !== wanted)
            inputs[i].setAttribute('aria-label', wanted);
        });
      }
    };
    nameInputs();
    const observer = new MutationObserver(nameInputs);
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [grid, start, end, label]);
}
