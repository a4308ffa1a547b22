import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useSettingsStore } from '../stores/settings';

// nprogress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles,
// critical), and finds the bar by it (barSelector); the bar is decoration, the page's own loading
// state is what assistive technology reads.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let busy = 0;

/** The top progress bar (spec §2), when the showNprogress setting is on. Nested calls are counted. */
export function progressStart(): void {
  if (!useSettingsStore.getState().showNprogress) return;
  busy++;
  NProgress.start();
}

export function progressDone(): void {
  if (busy === 0) return;
  busy--;
  if (busy === 0) NProgress.done();
}
