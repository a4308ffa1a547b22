import { expect, test } from './fixtures';
import { openConsole, session, sessionFile, openConsoleAs } from './sessions';
import { currentPage } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chooseOption } from './order-helpers';

test.use(session('admin'));

/**
 * Issue 14 #4, end to end: the administrator of branch 001 sends a notice to the operators from
 * /message/message; the operator's console, open in another browser context, shows the new unread
 * count on the bell and the notice in the panel without a reload (the 'message' push); opening it
 * marks it read. The operator starts with everything read (mark all read), and the notice's title
 * is unique per run, so a rerun on a used server passes too. Then the page at 390 px, dark, in English.
 */
const ROUTE = '/message/message';

test("a notice sent by the administrator appears in the operator's panel without reload", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `E2E通知${stamp}`;
  const body = `第一行\n第二行 ${stamp}`;

  // The operator, in another context: the console open, everything read.
  const operatorContext = await browser.newContext({ baseURL, storageState: sessionFile('operator') });
  try {
    const op = await operatorContext.newPage();
    await openConsole(op);
    const bell = op.getByTestId('notice-button');
    await bell.click();
    const panel = op.getByTestId('notice-panel');
    await expect(panel.getByTestId('notice-read-all')).toBeVisible();
    if (await panel.getByTestId('notice-read-all').isEnabled()) await panel.getByTestId('notice-read-all').click();
    await expect(op.getByTestId('notice-count')).toHaveCount(0);
    await expect(panel.getByTestId('notice-read-all')).toBeDisabled();
    await bell.click();
    await expect(panel).toBeHidden();

    // The administrator sends a notice to the operators from the messages page.
    await openConsole(page, ROUTE);
    const view = currentPage(page);
    await expect(view.getByTestId('messages-page')).toBeVisible();
    await view.locator('[data-testid=messages-send]:visible').click();
    const form = page.getByTestId('send-form');
    await expect(form).toBeVisible();
    await form.getByText('指定角色', { exact: true }).click();
    await chooseOption(form.getByTestId('send-roles'), '操作员', { exact: true });
    await form.getByTestId('send-title').fill(title);
    await form.getByTestId('send-body').fill(body);
    await page.getByTestId('send-submit').click();
    await expect(page.getByText('通知已发送')).toBeVisible();
    await expect(form).toBeHidden();

    // The operator's bell, without a reload: one unread, the notice first in the panel, in bold.
    await expect(op.getByTestId('notice-count')).toHaveText('1');
    await bell.click();
    await expect(panel.getByTestId('notice-unread-notice')).toHaveText('(1)');
    const item = panel.getByTestId('notice-item').first();
    await expect(item).toContainText(title);
    await expect(item.locator('[data-unread]')).toHaveCount(1);
    await item.locator('button').click();
    const detail = op.getByTestId('notice-detail');
    await expect(detail).toContainText(`第二行 ${stamp}`);
    await expect(detail).toContainText('上海管理员');
    // Opening it marked it read: the count is gone, in this console without a reload too.
    await expect(op.getByTestId('notice-count')).toHaveCount(0);
    await op.getByTestId('notice-detail-close').click();
    await expect(detail).toBeHidden();

    // The messages page of the operator lists it read; the unread filter leaves it out.
    await op.goto(`${ROUTE}?tab=notice&q=${encodeURIComponent(stamp)}`);
    const rows = currentPage(op).getByTestId('messages-notice').locator('.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(title);
    await expect(rows.first().getByTestId('message-unread')).toHaveCount(0);
    await op.goto(`${ROUTE}?tab=notice&q=${encodeURIComponent(stamp)}&unread=1`);
    await expect(currentPage(op).getByTestId('messages-notice').locator('.ant-empty')).toBeVisible();
    await expect(currentPage(op).getByTestId('messages-notice').locator('.ant-table-row')).toHaveCount(0);
  } finally {
    await operatorContext.close();
  }

  // The administrator's own page: sent to the operators, so not among the administrator's notices.
  await page.goto(`${ROUTE}?tab=notice&q=${encodeURIComponent(stamp)}`);
  await expect(currentPage(page).getByTestId('messages-notice').locator('.ant-table-row')).toHaveCount(0);
});

test("the messages page and the bell's panel at 390 px in the dark theme, in English: nothing scrolls sideways or leaves the screen", async ({
  page,
}) => {
  await openConsoleAs(page, `${ROUTE}?tab=todo`, { lang: 'en', mode: 'dark', width: 390 });
  const view = currentPage(page);
  await expect(view.getByTestId('messages-todo')).toBeVisible();
  await expect(view.getByTestId('messages-tab-todo')).toContainText('To do');
  await expect(view.getByTestId('messages-todo').locator('.ant-table-row, .ant-empty').first()).toBeVisible();
  await expectNoOverflow(view);
  await view.locator('[data-testid=messages-send]:visible').click();
  await expect(page.getByTestId('send-form')).toBeVisible();
  await expectNoOverflow(page.locator('.ant-modal-container'));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('send-form')).toBeHidden();

  // The bell's panel is wider than the room left of the bell on a phone: it is shifted into the screen.
  await page.getByTestId('notice-button').click();
  const panel = page.getByTestId('notice-panel');
  await expect(panel.getByTestId('notice-read-all')).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x, "the panel's left edge").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "the panel's right edge").toBeLessThanOrEqual(390);
});
