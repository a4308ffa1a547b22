import { expect, failedResource, test } from './fixtures';

/** The API as the browser sees it: same origin, JSON, the session headers, the envelope. */
test('signs in, loads the menu and signs out through the browser fetch', async ({ page, consoleGuard }) => {
  consoleGuard.allow(failedResource(401)); // the call after sign-out, on purpose
  await page.goto('/docs');
  const result = await page.evaluate(async () => {
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const login = await post('/api/LAdmin/AdminLogin', { gscode: '001', username: 'admin', password: 'admin123' });
    const headers = { 'x-token': login.data.token, 'x-user-id': String(login.data.ID) };
    const menus = await fetch(`/api/LAdmin/Get_UserMenus?gscode=001&guestcode=${login.data.reguserno}`, {
      headers,
    }).then((r) => r.json());
    const out = await post('/api/LAdmin/AdminLogout', {}, headers);
    const after = await fetch('/api/LAdmin/Get_UserMenus', { headers }).then((r) => r.json());
    return { login, menus, out, after };
  });
  expect(result.login).toMatchObject({ code: 0, data: { userName: 'admin', gscode: '001', company: '上海分公司' } });
  expect(result.menus.code).toBe(0);
  expect(result.menus.data.map((m: { menuename: string }) => m.menuename)).toContain('Dashboard');
  expect(result.menus.data2.length).toBeGreaterThan(20);
  expect(result.out.code).toBe(0);
  expect(result.after.code).toBe(7);
});
