import { type Page } from '@playwright/test';
import { expect, failedResource, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { currentPage, saveScreenshot, signIn } from './console-helpers';
import { apiSession } from './dashboard-helpers';
import { expectNoOverflow, expectFiltersFit } from './layout-helpers';
import { dataTable, chooseFromRowMenu, settledBody, tableRows, openList } from './order-helpers';
import { baseURL } from '../playwright.config';

test.use(session('admin'));

/**
 * The menu catalogue, the API and the operation catalogues (issue 11 #3-5). The catalogue is
 * shared by every branch and kept by the platform owner (000/owner): what it adds reaches every
 * branch's administrators at once. Each test names what it creates uniquely and takes it away
 * again; the built-in row it hides (Year plan) comes back at its end.
 */

interface Row {
  id: number;
  parentId: number | null;
  url: string;
  menuname: string;
  menuename: string;
  permission: string;
  stamp: string;
  hidden: boolean;
  menutype: string;
  icon: string;
  sort: number;
  link: string;
  embed: boolean;
}

/** Another origin of the same server (localhost instead of 127.0.0.1): an outside address that answers offline. */
const OUTSIDE = baseURL.replace('127.0.0.1', 'localhost');
const tag = () => String(Date.now() % 1_000_000);

async function owner() {
  const s = await apiSession(baseURL, 'owner', '000');
  const rows = async () => (await s.get<{ list: Row[] }>('/api/LAdmin/Select_Ds_Menu')).list;
  return {
    ...s,
    rows,
    row: async (find: (r: Row) => boolean) => (await rows()).find(find)!,
    /** A custom directory at the top and, optionally, a page in it. */
    async addDirectory(n: string) {
      return s.post<Row>('/api/Menu/Add', {
        menuname: `测试${n}`,
        menuename: `E2E ${n}`,
        menutype: 'directory',
        url: `/e2e-${n}`,
        icon: 'AppstoreOutlined',
        permission: '',
        sort: 900,
        hidden: false,
        link: '',
        embed: false,
        parentId: null,
      });
    },
    /** Deletes the rows and whatever is below them (children first); what is already gone is skipped. */
    async remove(...ids: number[]) {
      for (const id of ids) {
        const all = await rows();
        const r = all.find((x) => x.id === id);
        if (!r) continue;
        for (const child of all.filter((x) => x.parentId === id)) await this.remove(child.id);
        const now = (await rows()).find((x) => x.id === id)!;
        await s.post('/api/Menu/Remove', { id, stamp: now.stamp });
      }
    },
  };
}

/** Signs out (the stored session is dropped) and in again as another account. */
async function signInAs(page: Page, account: string, gscode: string) {
  await page.evaluate(() => localStorage.removeItem('bo-user'));
  await page.goto('/login');
  await signIn(page, account, gscode);
}

test.describe('as the platform owner', () => {
  test.use(session('owner', '000'));

  test('the platform owner adds a page opening an outside address; an administrator of 001 finds it in the menu and it opens in a new tab', async ({
    page,
  }) => {
    const n = tag();
    const api = await owner();
    const dir = await api.addDirectory(n);
    try {
      await openConsole(page, '/menu/menu');
      const view = page.getByTestId('menu-page');
      // The route finds the directory and, once added, the page below it.
      await view.getByTestId('menu-search').getByRole('searchbox').fill(`/e2e-${n}`);
      await view
        .getByTestId('menu-search')
        .getByRole('button', { name: /搜\s?索/ })
        .click();
      const row = view.locator('tr.ant-table-row', { hasText: `测试${n}` });
      const dialog = page.getByTestId('menu-dialog');
      await chooseFromRowMenu(row, 'menu-row-actions', '新增下级', dialog);
      await expect(dialog.getByTestId('menu-type')).toContainText('页面');
      await dialog.getByTestId('menu-name-cn').fill(`文档${n}`);
      await dialog.getByTestId('menu-name-en').fill(`Docs ${n}`);
      await dialog.getByTestId('menu-route').fill(`/e2e-${n}/docs`);
      // A javascript: address is refused in the dialog, before anything is sent.
      await dialog.getByTestId('menu-link').fill('javascript:alert(1)');
      await dialog.getByTestId('menu-save').click();
      await expect(dialog.getByText('网址应为 http:// 或 https:// 开头的完整地址')).toBeVisible();
      await dialog.getByTestId('menu-link').fill(`${OUTSIDE}/docs/json`);
      await dialog.getByTestId('menu-save').click();
      await expect(page.getByText('已新增，各分公司的管理员角色已拥有该菜单')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(view.locator('tr.ant-table-row', { hasText: `文档${n}` })).toContainText('新标签页');

      // An administrator of another branch holds it at once; a click opens the address in a new tab, the console stays.
      await signInAs(page, 'admin', '001');
      const menu = page.getByTestId('side-menu');
      await menu.getByRole('menuitem', { name: `测试${n}` }).click();
      const item = menu.getByRole('menuitem', { name: new RegExp(`文档${n}`) });
      await expect(item.getByRole('img', { name: '在新标签页中打开' })).toBeVisible();
      const popup = page.waitForEvent('popup');
      await item.click();
      const tab = await popup;
      await expect(tab).toHaveURL(`${OUTSIDE}/docs/json`);
      await tab.close();
      await expect(page).not.toHaveURL(/e2e-/);
    } finally {
      await api.remove(dir.id);
      await api.dispose();
    }
  });
});

test('a page embedded by the catalogue opens inside the frame, the console page allowing its origin', async ({
  page,
  consoleGuard,
}) => {
  // The server's own pages refuse to be framed by another origin (X-Frame-Options, frame-ancestors): the browser says so; the console's CSP does not object.
  consoleGuard.allow(
    /Refused to display .* in a frame because it set 'X-Frame-Options'|Framing '[^']*' violates the following Content Security Policy directive: "frame-ancestors/,
  );
  const n = tag();
  const api = await owner();
  const dir = await api.addDirectory(n);
  const wiki = await api.post<Row>('/api/Menu/Add', {
    menuname: `维基${n}`,
    menuename: `Wiki ${n}`,
    menutype: 'menu',
    url: `/e2e-${n}/wiki`,
    icon: '',
    permission: '',
    sort: 1,
    hidden: false,
    link: `${OUTSIDE}/docs`,
    embed: true,
    parentId: dir.id,
  });
  try {
    await openConsole(page);
    await page
      .getByTestId('side-menu')
      .getByRole('menuitem', { name: `测试${n}` })
      .click();
    await page
      .getByTestId('side-menu')
      .getByRole('menuitem', { name: `维基${n}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/e2e-${n}/wiki$`));
    const embedded = currentPage(page).getByTestId('embedded-page');
    const frame = embedded.locator('iframe');
    await expect(frame).toHaveAttribute('src', `${OUTSIDE}/docs`);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(frame).not.toHaveAttribute('sandbox', /allow-top-navigation/);
    await expect(embedded.getByTestId('external-open')).toHaveAttribute('href', `${OUTSIDE}/docs`);
    // Opened by its address, the console's page lists the origin in its frame-src.
    const res = await page.goto(`/e2e-${n}/wiki`);
    expect(res!.headers()['content-security-policy']).toMatch(
      new RegExp(`frame-src 'self'[^;]* ${OUTSIDE.replace(/[.:/]/g, '\\$&')}`),
    );
    await expect(currentPage(page).getByTestId('embedded-page')).toBeVisible();
  } finally {
    await api.remove(wiki.id, dir.id);
    await api.dispose();
  }
});

test.describe('as the platform owner', () => {
  test.use(session('owner', '000'));

  test('a built-in page hidden by the platform owner leaves every menu while its address still opens', async ({
    page,
  }) => {
    const api = await owner();
    try {
      await openConsole(page, '/menu/menu');
      const view = page.getByTestId('menu-page');
      await view.getByTestId('menu-search').getByRole('searchbox').fill('/plan/year-plan');
      await view
        .getByTestId('menu-search')
        .getByRole('button', { name: /搜\s?索/ })
        .click();
      const row = view.locator('tr.ant-table-row', { hasText: '年度计划' });
      const dialog = page.getByTestId('menu-dialog');
      await chooseFromRowMenu(row, 'menu-row-actions', '编辑', dialog);
      await expect(dialog.getByTestId('menu-route')).toBeDisabled();
      await dialog.getByTestId('menu-hidden').click();
      await dialog.getByTestId('menu-save').click();
      await expect(dialog).toBeHidden();
      await expect(row.getByTestId('menu-row-tags')).toContainText('隐藏');

      await signInAs(page, 'admin', '001');
      const menu = page.getByTestId('side-menu');
      await expect(menu.getByRole('menuitem', { name: '用户管理' })).toBeVisible();
      // Its directory held nothing else, so it leaves too.
      await expect(menu.getByRole('menuitem', { name: '计划' })).toHaveCount(0);
      await page.goto('/plan/year-plan');
      await expect(currentPage(page)).toHaveAttribute('data-page', '/plan/year-plan');
      await expect(page).toHaveURL(/\/plan\/year-plan$/);
    } finally {
      const plan = await api.row((r) => r.url === '/plan/year-plan');
      if (plan.hidden) {
        const { id, stamp, menuname, menuename, menutype, url, icon, permission, sort, link, embed } = plan;
        await api.post('/api/Menu/Change', {
          id,
          stamp,
          menuname,
          menuename,
          menutype,
          url,
          icon,
          permission,
          sort,
          link,
          embed,
          hidden: false,
        });
      }
      await api.dispose();
    }
  });
});

test('a branch administrator reads the catalogue but cannot change it', async ({ page }) => {
  await openConsole(page, '/menu/menu');
  const view = page.getByTestId('menu-page');
  await expect(view.getByTestId('menu-readonly')).toContainText('由平台总部维护');
  await expect(view.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(view.getByTestId('menu-add')).toHaveCount(0);
  await expect(view.getByTestId('menu-row-actions')).toHaveCount(0);
});

test.describe('as the platform owner', () => {
  test.use(session('owner', '000'));

  test('when the whole catalogue fails to load, a search does not hide it: the page says so until a retry loads it', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(503));
    // The whole tree (no q) tells who may edit; only the search answers.
    const whole = (u: URL) => u.pathname === '/api/LAdmin/Select_Ds_Menu' && !u.searchParams.has('q');
    await page.route(whole, (route) => route.fulfill({ status: 503, body: '' }));
    await openConsole(page, '/menu/menu');
    const view = page.getByTestId('menu-page');
    await expect(view.getByRole('alert')).toContainText('菜单目录加载失败');
    await view.getByTestId('menu-search').getByRole('searchbox').fill('/plan/year-plan');
    await view
      .getByTestId('menu-search')
      .getByRole('button', { name: /搜\s?索/ })
      .click();
    await expect(view.getByRole('alert')).toContainText('菜单目录加载失败');
    await expect(view.getByTestId('menu-row-actions')).toHaveCount(0);

    await page.unroute(whole);
    await view
      .getByRole('alert')
      .getByRole('button', { name: /^重\s?试$/ })
      .click();
    await expect(view.getByRole('alert')).toHaveCount(0);
    await expect(
      view.locator('tr.ant-table-row', { hasText: '年度计划' }).getByTestId('menu-row-actions'),
    ).toBeVisible();
  });
});

test('the API list finds a call by its address, with the roles that may call it', async ({ page }) => {
  await openConsole(page, '/menu/api');
  const table = dataTable(page, 'menu-apis');
  await settledBody(table);
  await table.getByTestId('api-search').fill('Select_Ds_Menu');
  await table.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/q=Select_Ds_Menu/);
  const body = await settledBody(table);
  await expect(body).toHaveAttribute('data-total', '1');
  const row = tableRows(table).first();
  await expect(row.getByTestId('api-path')).toHaveText('/api/LAdmin/Select_Ds_Menu');
  await expect(row.getByTestId('api-mark')).toContainText('menu:list');
  await expect(row.getByTestId('role-names')).toHaveText('管理员');
});

test('the operation list shows a mark with the roles holding it', async ({ page }) => {
  await openConsole(page, '/menu/operation?q=order:edit');
  const table = dataTable(page, 'menu-operations');
  const body = await settledBody(table);
  await expect(body).toHaveAttribute('data-total', '1');
  const row = tableRows(table).first();
  await expect(row.getByTestId('op-mark')).toHaveText('order:edit');
  await expect(row).toContainText('客户订单');
  // The demo's two roles first; a role another file makes meanwhile (permission-journey) may follow.
  await expect(row.getByTestId('role-names')).toHaveText(/^管理员、操作员(、.+)?$/);
});

// Chinese in light mode, English in dark mode; at 800 and 390 px nothing overflows on the three pages and in the menu dialog.
test.describe('as the platform owner', () => {
  test.use(session('owner', '000'));

  for (const [lang, mode] of [
    ['cn', 'white'],
    ['en', 'dark'],
  ] as const) {
    for (const width of [800, 390]) {
      test(`the menu pages at ${width} px in ${lang} (${mode === 'dark' ? 'dark' : 'light'}): nothing overflows`, async ({
        page,
      }) => {
        await openConsoleAs(page, '/menu/menu', { lang, mode, width });
        const view = page.getByTestId('menu-page');
        await expect(view.locator('tr.ant-table-row').first()).toBeVisible();
        await view.getByRole('button', { name: lang === 'en' ? 'Expand all' : '全部展开' }).click();
        await expect(view.locator('tr.ant-table-row', { hasText: /menu:edit/ })).toBeVisible();
        await expectNoOverflow(currentPage(page), {}, `/menu/menu at ${width} px (${lang})`);
        await saveScreenshot(page, `menus-menu-${lang}-${width}`);
        await view.getByTestId('menu-add').click();
        const dialog = page.getByTestId('menu-dialog');
        await expect(dialog.getByTestId('menu-name-cn')).toBeVisible();
        await expectNoOverflow(page.locator('.ant-modal-container'), {}, `menu dialog at ${width} px (${lang})`);
        await saveScreenshot(page, `menus-dialog-${lang}-${width}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        for (const [path, id] of [
          ['/menu/api', 'menu-apis'],
          ['/menu/operation', 'menu-operations'],
        ] as const) {
          const table = await openList(page, path, id);
          await expectFiltersFit(table, `${path} at ${width} px (${lang})`);
          await expectNoOverflow(currentPage(page), {}, `${path} at ${width} px (${lang})`);
          await saveScreenshot(page, `menus-${id}-${lang}-${width}`);
        }
      });
    }
  }
});
