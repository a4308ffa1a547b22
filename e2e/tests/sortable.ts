import { expect, type Locator, type Page } from '@playwright/test';

/** Resolves in the page's next task: timers queued before it have run. */
const nextTask = (page: Page) => page.evaluate(() => new Promise<void>((r) => setTimeout(r, 0)));
/** Resolves after two animation frames: a state change caused before it is drawn. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Moves a row of the console's sortable list (components/sortable-list.tsx) by keyboard, as a
 * user would: Space lifts it, each arrow moves it one place, Space drops it. It waits for what a
 * user waits for: the row lifted (dnd-kit listens for the arrows only from the task after the
 * lift, so an arrow pressed at once on a busy machine was lost), and each move drawn before the next.
 */
export async function moveByKeyboard(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown', times = 1) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('.bo-sortable-dragging')).toHaveCount(1);
  await nextTask(page);
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await nextFrames(page);
  }
  await page.keyboard.press('Space');
  await expect(page.locator('.bo-sortable-dragging')).toHaveCount(0);
}
