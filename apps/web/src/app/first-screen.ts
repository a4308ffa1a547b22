import { settled } from '../lib/route-prefetch';

/**
 * On a cold load of a console address, how long the frame's first draw may wait, once its own code,
 * strings and styles are in, for what the page's first screen asked for (its rows, its figures).
 * The static skeleton stays meanwhile; past this the frame draws and the page shows its own loading.
 */
export const FIRST_SCREEN_WAIT_MS = 1000;

let needs: Promise<unknown> = Promise.resolve();

/**
 * What the address's first screen needs (the route loader's early starts: the menu, the page's
 * code and first calls). Drawing the frame with the page's rows in one go, instead of the frame
 * and then the rows, spares a phone a second long task and a redraw
 * (docs/decisions/0164-first-screen-in-one-draw.md).
 */
export function expectFirstScreen(started: Promise<unknown>): void {
  needs = started;
}

/** Answers once the first screen has what it needs, or after `waitMs`; never rejects. */
export function firstScreenReady(waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  return Promise.race([settled(needs), cap]).finally(() => clearTimeout(timer));
}
