import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useSettingsStore } from '../stores/settings';

NProgress.configure({ showSpinner: false });

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
