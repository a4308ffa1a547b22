import { expect, test } from './fixtures';
import { signIn } from './console-helpers';
import { apiSession } from './dashboard-helpers';

/**
 * Issue 14 #5/#6: two server processes share one database (e2e/serve.ts starts the second at
 * E2E_PORT + 100). A message written through the first reaches a console connected to the
 * second, without a reload: pg_notify in the writer's process, LISTEN in the other. The message
 * goes to branch 001's read-only account, which no other test writes to.
 */
const secondProcess = (base: string) => {
  const u = new URL(base);
  u.port = String(Number(u.port) + 100);
  return u.origin;
};

test('a message written through one server process reaches a console connected to the other, without a reload', async ({
  page,
  baseURL,
}) => {
  const other = secondProcess(baseURL!);
  const stream = page.waitForResponse((r) => r.url().startsWith(`${other}/api/Push/Stream?`) && r.status() === 200);
  await page.goto(`${other}/login`);
  await signIn(page, 'viewer', '001');
  expect(new URL(page.url()).origin).toBe(other);
  await stream;
  await page.evaluate(() => ((window as unknown as { keptSinceStart: boolean }).keptSinceStart = true));

  // The bell's panel open on the message tab, as the user left it.
  await page.getByTestId('notice-button').click();
  const panel = page.getByTestId('notice-panel');
  await panel.getByTestId('notice-tab-message').click();

  const admin = await apiSession(baseURL!);
  try {
    const { users } = await admin.get<{ users: { id: number; userName: string }[] }>('/api/Message/Audience');
    const viewer = users.find((u) => u.userName === 'viewer')!;
    const title = `E2E两个进程${Date.now().toString(36)}`;
    await admin.post('/api/Message/Send', { userId: viewer.id, title, body: '经由第一个服务进程写入' });

    await expect(panel.getByTestId('notice-item').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('notice-count')).toBeVisible();
    // Same page, no reload.
    expect(await page.evaluate(() => (window as unknown as { keptSinceStart?: boolean }).keptSinceStart)).toBe(true);
  } finally {
    await admin.dispose();
  }
});
