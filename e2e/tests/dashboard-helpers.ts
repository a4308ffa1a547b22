import { expect, request, type APIResponse, type Page } from '@playwright/test';

/** Calls the API as the signed-in user, with the session headers the console keeps in localStorage. */
export async function api<T>(page: Page, url: string, query: Record<string, string> = {}): Promise<T> {
  const u = await page.evaluate(() => JSON.parse(localStorage.getItem('bo-user') ?? '{}'));
  const res = await page.request.get(url, {
    headers: { 'x-token': u.token, 'x-user-id': String(u.ID) },
    params: { guestcode: u.reguserno, gscode: u.gscode, ...query },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data as T;
}

/** The data of the next ReportData answer the page receives (the figures its cards count up to). */
export async function reportDataOf(page: Page): Promise<Record<string, unknown>> {
  const res = await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Reports/ReportData' && r.request().method() === 'GET');
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data as Record<string, unknown>;
}

/**
 * An API session of its own, signed in through AdminLogin: for setting data up in beforeAll
 * and putting it back in afterAll, independently of any page.
 */
export async function apiSession(baseURL: string, account = 'admin', gscode = '001', password = 'admin123') {
  const ctx = await request.newContext({ baseURL });
  const login = await (await ctx.post('/api/LAdmin/AdminLogin', { data: { gscode, username: account, password } })).json();
  expect(login.code, login.msg).toBe(0);
  const headers = { 'x-token': login.data.token as string, 'x-user-id': String(login.data.ID) };
  const unwrap = async <T>(res: Promise<APIResponse>): Promise<T> => {
    const body = await (await res).json();
    expect(body.code, body.msg).toBe(0);
    return body.data as T;
  };
  return {
    get: <T>(url: string, query: Record<string, string> = {}) =>
      unwrap<T>(ctx.get(url, { headers, params: { guestcode: login.data.reguserno, gscode, ...query } })),
    post: <T>(url: string, body: Record<string, unknown>) => unwrap<T>(ctx.post(url, { headers, data: body })),
    async dispose() {
      await ctx.post('/api/LAdmin/AdminLogout', { headers }).catch(() => undefined);
      await ctx.dispose();
    },
  };
}

// Expected texts, computed independently of the web's own formatting code: integers grouped,
// money in whole cents, never floats.
export const int = (n: number) => n.toLocaleString('en-US');
export const money = (s: string) => Number(s).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const cents = (s: string) => BigInt(s.replace('.', ''));
export const fromCents = (c: bigint) => `${int(Number(c / 100n))}.${String(c % 100n).padStart(2, '0')}`;
/** An amount in units of 10,000, two decimals, rounded half up. */
export const wan = (s: string) => fromCents((cents(s) + 5000n) / 10000n);
/** The ranking's amount: a "w" suffix from 10,000, below it money like everywhere else ("8,339.00"). */
export const w = (s: string) => (Number(s) >= 10000 ? `${wan(s)}w` : money(s));
