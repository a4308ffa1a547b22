import { test, type Page } from '@playwright/test';

/** Collects every layout shift of the document from its start (installed before any page script). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; recent: boolean; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        const sources = (e.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          if (!el) return '?';
          const id = el.closest('[data-testid]')?.getAttribute('data-testid');
          return `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 3).join('.')}${id ? ` in ${id}` : ''}`;
        });
        w.__shifts.push({ value: e.value, recent: e.hadRecentInput, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts recorded so far, summed (those right after user input left out). CLS is the
 * largest session window of these shifts, so the sum is never below it: asserting on the sum
 * is stricter than asserting on CLS.
 */
export async function layoutShift(page: Page) {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; recent: boolean; sources: string[] }[] }).__shifts,
  );
  const value = shifts.filter((s) => !s.recent).reduce((n, s) => n + s.value, 0);
  test.info().annotations.push({ type: 'layout shift', description: value.toFixed(4) });
  if (process.env.E2E_REPORT)
    console.log(`${test.info().title}: layout shift ${value.toFixed(4)} ${JSON.stringify(shifts)}`);
  return { value, shifts };
}
