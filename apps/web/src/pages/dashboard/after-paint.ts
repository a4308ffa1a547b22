import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterPaintThenIdle } from '../../lib/when-idle';

/** Once true in this page load, the console's later blocks no longer wait (a tab switch back, a refresh of the tab). */
let passed = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Called by the console page with whether its count cards show their figures (or their error):
 * once they do and the browser is idle after painting them, the heavy blocks waiting in
 * useAfterFiguresPainted may start (docs/decisions/0045-console-figures-first.md). Holds no
 * state of the page's: only those blocks are drawn again, not the page and its cards.
 */
export function useFiguresPaintedSignal(figuresShown: boolean): void {
  useEffect(() => {
    if (passed || !figuresShown) return;
    return afterPaintThenIdle(() => {
      passed = true;
      listeners.forEach((listener) => listener());
    });
  }, [figuresShown]);
}

/** The console's heavy blocks (ECharts, the ranking's antd Table) wait for this: true once the figures are painted (useFiguresPaintedSignal). */
export function useAfterFiguresPainted(): boolean {
  return useSyncExternalStore(subscribe, () => passed);
}

/** True once `ready` has been true and the browser has painted and then been idle (a later step of a staged first load). */
export function useIdleAfter(ready: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || !ready) return;
    return afterPaintThenIdle(() => setDone(true));
  }, [done, ready]);
  return done;
}
