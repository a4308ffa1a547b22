import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { signIn } from './console-helpers';

/**
 * Accounts a spec makes for itself through the staff calls as 001/admin (unique names, so a rerun
 * on a used server passes too), and a second browser signed in as one: what ends or changes a
 * session never touches the shared ones (sessions.ts).
 */
export const PASSWORD = 'Pc-e2e-2026!';
export type Headers = Record<string, string>;

export async function apiLogin(
  request: APIRequestContext,
  gscode: string,
  username: string,
  password: string,
): Promise<Headers> {
  const res = await (await request.post('/api/LAdmin/AdminLogin', { data: { gscode, username, password } })).json();
  expect(res.code, res.msg).toBe(0);
  return { 'x-token': res.data.token, 'x-user-id': String(res.data.ID) };
}

export async function apiPost(request: APIRequestContext, headers: Headers, url: string, data: object) {
  const res = await (await request.post(url, { headers, data })).json();
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
}

export async function apiGet(
  request: APIRequestContext,
  headers: Headers,
  url: string,
  params: Record<string, string>,
) {
  const res = await (await request.get(url, { headers, params })).json();
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
}

/**
 * A fresh account of the branch (001 unless told) named `<prefix><time>`, read-only unless told, made by its admin.
 * Never of the administrator role: staff.spec.ts proves that the branch's only administrator cannot
 * be disabled, and a second one, even for a moment, would let that test disable the shared admin
 * (the whole suite then signs in to a disabled account). An account with every power takes a copy
 * of the role: newDeputy.
 */
export async function newAccount(
  request: APIRequestContext,
  prefix: string,
  nickName = prefix,
  roleCode = 'viewer',
  gscode = '001',
) {
  expect(roleCode, 'an extra administrator breaks the last-administrator rule other specs rely on').not.toBe('admin');
  const admin = await apiLogin(request, gscode, 'admin', 'admin123');
  const userName = `${prefix}${Date.now().toString(36)}`.slice(0, 30);
  const { id } = await apiPost(request, admin, '/api/LAdmin/upxtusers', {
    userName,
    nickName,
    roleCode,
    password: PASSWORD,
  });
  return { userName, id: id as number, nickName, admin };
}

/**
 * A fresh account holding every power of the administrator under a copy of its role (so not
 * counted as one), and a way to remove both again.
 */
export async function newDeputy(request: APIRequestContext, prefix: string) {
  const admin = await apiLogin(request, '001', 'admin', 'admin123');
  const roles = (await apiGet(request, admin, '/api/UManage/Roles', { pageSize: '100' })) as {
    list: { id: number; code: string }[];
  };
  const roleCode = `${prefix}${Date.now().toString(36)}`.slice(0, 30);
  const role = (await apiPost(request, admin, '/api/UManage/CopyRole', {
    roleId: roles.list.find((r) => r.code === 'admin')!.id,
    code: roleCode,
    name: '副管理员',
    name_en: 'Deputy',
  })) as { id: number };
  const account = await newAccount(request, prefix, prefix, roleCode);
  return {
    ...account,
    roleCode,
    remove: async () => {
      await apiPost(request, admin, '/api/LAdmin/RemoveStaff', { id: account.id });
      await apiPost(request, admin, '/api/UManage/RemoveRole', { roleId: role.id });
    },
  };
}

/** A second browser signed in as the account (its own cookies-free storage, like another computer). */
export async function elsewhere(
  browser: Browser,
  userName: string,
  password = PASSWORD,
  userAgent?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  // Signed out, whatever session the spec's own pages use (Playwright hands a test's options to newContext).
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  await signIn(page, userName, '001', password);
  return { context, page };
}

/** The other browser finds its session ended on its next request: the warning, then /login. */
export async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
}
