import { expect, test } from './fixtures';
import { HOME, saveScreenshot, signIn } from './console-helpers';

test.describe('signing in', () => {
  test('asks for each missing field before sending anything', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    let calls = 0;
    page.on('request', (r) => r.url().includes('/AdminLogin') && calls++);
    await page.getByRole('button', { name: /^登 ?录$/ }).click();
    await expect(page.getByText('请输入分公司编码', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('请输入账号', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true }).last()).toBeVisible();
    expect(calls).toBe(0);
  });

  test("shows the server's message when the password is wrong", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('分公司编码').fill('001');
    await page.getByLabel('账号', { exact: true }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /^登 ?录$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '分公司编码、账号或密码错误' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the first field has the focus; after a failure the password is cleared and focused, and the tries left are said', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('分公司编码')).toBeFocused();
    await page.getByLabel('分公司编码').fill('001');
    // An account of its own, so earlier failures of other tests do not count; it need not exist.
    await page.getByLabel('账号', { exact: true }).fill(`nobody-${Date.now()}`);
    const password = page.getByLabel('密码', { exact: true });
    await password.fill('wrong-password');
    await password.press('Enter');
    await expect(page.getByTestId('login-error')).toHaveText(
      '分公司编码、账号或密码错误，还可尝试 4 次，之后将暂停登录 15 分钟',
    );
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();
    // A returning user (branch code and account remembered) starts in the password.
    await signIn(page);
    await page.evaluate(() => {
      const u = JSON.parse(localStorage.getItem('bo-user')!);
      localStorage.setItem('bo-user', JSON.stringify({ ...u, isLogin: false, token: '' }));
    });
    await page.goto('/login');
    await expect(page.getByLabel('账号', { exact: true })).toHaveValue('admin');
    await expect(password).toBeFocused();
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`the sign-in page fits ${width}×${height} without scrolling, in both languages, with an error shown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/login');
      for (const lang of ['cn', 'en'] as const) {
        if (lang === 'en') await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
        await expect(page.getByRole('button', { name: lang === 'cn' ? /^登 ?录$/ : 'Sign in' })).toBeVisible();
        const fits = () => page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight);
        expect(await fits(), `${lang} at ${width}×${height}`).toBe(true);
        // The longest state: every field's tip, then the server's message.
        await page.getByRole('button', { name: lang === 'cn' ? /^登 ?录$/ : 'Sign in' }).click();
        expect(await fits(), `${lang} with tips`).toBe(true);
        await page.getByLabel(lang === 'cn' ? '分公司编码' : 'Branch code').fill('009');
        await page.getByLabel(lang === 'cn' ? '账号' : 'Account', { exact: true }).fill(`nobody-${lang}-${width}`);
        await page.getByLabel(lang === 'cn' ? '密码' : 'Password', { exact: true }).fill('x');
        await page.getByRole('button', { name: lang === 'cn' ? /^登 ?录$/ : 'Sign in' }).click();
        await expect(page.getByTestId('login-error')).toBeVisible();
        expect(await fits(), `${lang} with the error`).toBe(true);
        await saveScreenshot(page, `login-${lang}-${width}x${height}-error`);
      }
    });
  }

  test('the QR-code tab shows a code to scan with a signed-in phone (qr-login.spec.ts signs in with it)', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByText('扫码登录', { exact: true }).click();
    await expect(page.getByRole('img', { name: '扫码登录的二维码，请用已登录控制台的手机扫描' })).toBeVisible();
    await expect(page.getByText('请用已登录控制台的手机扫描二维码')).toBeVisible();
  });

  test('the administrator signs in and sees the whole menu of the role', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(HOME);
    await expect(page).toHaveTitle('主控台 - 电商平台');
    const menu = page.getByTestId('side-menu');
    for (const group of ['仪表盘', '订单管理', '页面内容', '系统设置', '用户管理', '菜单管理', '组件']) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible();
    }
    // Default expanded menus: orders, system and users show their pages.
    await expect(menu.getByRole('menuitem', { name: '客户订单' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '操作日志' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '角色权限' })).toBeVisible();
    await expect(page.getByTestId('brand')).toContainText('上海分公司');
    await expect(page.getByTestId('brand')).toContainText('001');
    // The user info is kept under one system key with the login flag.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bo-user') ?? '{}'));
    expect(Object.keys(stored).sort()).toEqual(
      [
        'ID',
        'company',
        'endtime',
        'gscode',
        'headerImg',
        'isLogin',
        'isopen',
        'logintype',
        'logoimg',
        'nickName',
        'operators',
        'reguserno',
        'roles',
        'timezone',
        'token',
        'userName',
      ].sort(),
    );
    expect(stored).toMatchObject({ isLogin: true, gscode: '001', userName: 'admin' });
  });

  test('the operator sees inactive pages that offer a permission request, and not the hidden ones', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByText('菜单管理', { exact: true })).toBeVisible();
    await menu.getByText('菜单管理', { exact: true }).click();
    await expect(menu.getByRole('menuitem', { name: '菜单', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '接口', exact: true })).toHaveCount(0);
    // One submenu open at a time (the default): the users' menu closed when menus opened.
    await menu.getByText('用户管理', { exact: true }).click();
    // The menus' submenu, below, closes meanwhile: the side menu, scrolled to show it, shortens and
    // its scroll moves every item down; a press made before that ends is released on the item above.
    await expect(menu.getByRole('menuitem', { name: '菜单', exact: true })).toBeHidden();
    const dialog = page.getByRole('dialog', { name: '申请权限' });
    await menu.getByRole('menuitem', { name: '角色权限', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('您还没有“角色权限”的访问权限');
    // The demo operator has a bound operator (OP004): the request can be sent (power-request.spec.ts sends one).
    await expect(dialog.getByTestId('permission-no-operator')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: '发送申请' })).toBeEnabled();
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await expect(page).toHaveURL(HOME);
    // Without a bound operator an account-login user is told to bind one, and cannot send (spec §6).
    await page.evaluate(() =>
      localStorage.setItem(
        'bo-user',
        JSON.stringify({ ...JSON.parse(localStorage.getItem('bo-user')!), operators: '' }),
      ),
    );
    await page.reload();
    const rolesItem = menu.getByRole('menuitem', { name: '角色权限', exact: true });
    // The menu drawn again, with the default expanded menus (users among them) open.
    await expect(menu.getByRole('menuitem', { name: '客户订单', exact: true })).toBeVisible();
    await expect(rolesItem).toBeVisible();
    await rolesItem.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('需要先绑定操作员');
    await expect(dialog.getByRole('button', { name: '发送申请' })).toBeDisabled();
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    // A page the role may not open is refused, even by address.
    await page.goto('/menu/api');
    await expect(page).toHaveURL('/exception/403');
    await expect(page.getByText('抱歉，您无权访问此页面。')).toBeVisible();
  });

  test('the read-only role sees only its pages', async ({ page }) => {
    await signIn(page, 'viewer');
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByText('订单管理', { exact: true })).toBeVisible();
    await expect(menu.getByText('页面内容', { exact: true })).toHaveCount(0);
    await expect(menu.getByText('菜单管理', { exact: true })).toHaveCount(0);
  });
});
