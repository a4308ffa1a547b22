import { settled } from './route-prefetch';

const parts: Promise<unknown>[] = [];

/**
 * Code a page draws in its first screen but loads on its own, asked for when the page's module is
 * evaluated (a list's filter form above the rows on a wide window). On a cold load the frame's
 * first draw waits for it with the rest of the first screen (app/first-screen.ts), so it is not
 * drawn a moment after the rows, pushing them down.
 */
export function needOnFirstScreen(part: Promise<unknown>): void {
  parts.push(part);
}

/** Everything asked for since the last call, settled (a failure is the part's own to show). */
export function firstScreenParts(): Promise<void> {
  return settled(...parts.splice(0));
}
