import { lazyPart } from '../../../lib/lazy-part';

/** The copy dialog and the import's error list load when first opened (or hovered). */
export const PlanDialogs = lazyPart(() => import('./plan-dialogs'));
/**
 * The line switch, the chart block and the month grid (antd Select and Input) load in parallel
 * with the year's figures, as the data table's body does, each in a box of its final size.
 */
export const LineSelect = lazyPart(() => import('./line-select'));
export const PlanChart = lazyPart(() => import('./plan-chart'));
export const PlanGrid = lazyPart(() => import('./plan-grid'));

/** Starts loading the parts every visit shows, while the year's figures load. */
export function preloadPlanParts() {
  LineSelect.preload();
  PlanChart.preload();
  PlanGrid.preload();
}
