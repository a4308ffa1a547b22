import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session } from './sessions';
import { HOME, openFromMenu, tabLabels } from './console-helpers';
import { OPEN_MENU } from './order-helpers';

test.use(session('admin'));

const FOUR = ['客户订单', '客户购物车', '客户付款', '系统参数'];

const tab = (page: Page, title: string) => page.getByTestId('work-tab').getByText(title, { exact: true });
const menuItem = (page: Page, name: string) => page.locator(OPEN_MENU).getByRole('menuitem', { name, exact: true });

async function openFour(page: Page) {
  for (const title of FOUR) await openFromMenu(page, title);
  await expect.poll(() => tabLabels(page)).toEqual(['主控台', ...FOUR]);
}

test('a pinned tab stays first and survives close-all; a drag and the keyboard reorder, kept by a reload', async ({
  page,
}) => {
  await openConsole(page);
  await openFour(page);
  await tab(page, '客户付款').click({ button: 'right' });
  await menuItem(page, '固定').click();
  await expect.poll(() => tabLabels(page)).toEqual(['主控台', '客户付款', '客户订单', '客户购物车', '系统参数']);
  const pinned = page.locator('[data-testid=work-tab][data-pinned]');
  await expect(pinned.getByRole('img', { name: '已固定' })).toBeVisible();
  await expect(page.locator('.ant-tabs-tab', { has: pinned }).locator('.ant-tabs-tab-remove')).toHaveCount(0);

  await page.getByTestId('tab-actions').click();
  await menuItem(page, '关闭全部').click();
  await expect.poll(() => tabLabels(page)).toEqual(['主控台', '客户付款']);
  await expect(page).toHaveURL(HOME);

  // Drag 系统参数 onto 客户订单's place (the drag code loads once the frame is idle).
  for (const title of ['客户订单', '客户购物车', '系统参数']) await openFromMenu(page, title);
  await expect(page.locator('[data-testid=work-tabs] [data-draggable]')).toHaveCount(4);
  const from = (await tab(page, '系统参数').boundingBox())!;
  const to = (await tab(page, '客户订单').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  const dragged = ['主控台', '客户付款', '系统参数', '客户订单', '客户购物车'];
  await expect.poll(() => tabLabels(page)).toEqual(dragged);
  await page.reload();
  await expect.poll(() => tabLabels(page)).toEqual(dragged);
  await expect(pinned).toHaveText('客户付款');

  // From the keyboard: the current tab (客户购物车, last) one place left, through the tab actions.
  // The button keeps its focus when the drag code swaps the tab bar in after the reload.
  await openFromMenu(page, '客户购物车');
  await page.getByTestId('tab-actions').focus();
  await expect(page.locator('[data-testid=work-tabs] [data-draggable]')).toHaveCount(4);
  await expect(page.getByTestId('tab-actions')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(OPEN_MENU).locator('[role=menuitem]:focus')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(menuItem(page, '向左移动')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => tabLabels(page)).toEqual(['主控台', '客户付款', '系统参数', '客户购物车', '客户订单']);
});

test.describe('on a phone', () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });

  test('where the pointer is a finger the tabs’ drag code is never loaded (only a mouse drags a tab)', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await openConsole(page);
    // The frame queues its idle work when it draws; a callback queued now runs after it, and the
    // render it asks for (with the drag code's request) runs in the tasks right after that.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => setTimeout(resolve, 0), 0)));
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    expect(asked.filter((p) => p.startsWith('/assets/sortable-tab-bar-'))).toEqual([]);
  });
});
