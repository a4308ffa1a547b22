import { expect, request, type APIResponse, type Locator, type Page } from '@playwright/test';
import { openConsole } from './sessions';

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

/** The wait of one check inside expect(…).toPass(), which tries again with the newest figures (the count-up takes 1.5 s). */
export const WITHIN_TO_PASS = { timeout: 3000 };

/** A count card's three figures as ReportData gives them. */
export type Count = { today: number; previous: number; total: number };

/** A count card (`card-<id>` of the dashboard) shows its today, previous and total figures, each within WITHIN_TO_PASS. */
export async function expectCountCard(card: Locator, f: Count): Promise<void> {
  await expect(card.getByTestId('card-today')).toHaveText(int(f.today), WITHIN_TO_PASS);
  await expect(card.getByTestId('card-previous')).toHaveText(int(f.previous), WITHIN_TO_PASS);
  await expect(card.getByTestId('card-total')).toHaveText(int(f.total), WITHIN_TO_PASS);
}

/**
 * Every ReportData answer the page gets; `latest()` is the newest (waiting for the first). The
 * page shows the newest: the push stream reads the figures again when it opens and on new orders,
 * and other files add clients, users and orders meanwhile, so the cards are compared with the
 * latest answer, again until they agree (expect(…).toPass()).
 */
export function reportDataAnswers(page: Page): { latest(): Promise<Record<string, unknown>> } {
  const answers: Promise<{ code: number; msg: string; data: Record<string, unknown> }>[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/Reports/ReportData' && r.request().method() === 'GET')
      answers.push(r.json());
  });
  return {
    async latest() {
      await expect.poll(() => answers.length).toBeGreaterThan(0);
      const body = await answers[answers.length - 1];
      expect(body.code, body.msg).toBe(0);
      return body.data;
    },
  };
}

/**
 * An API session of its own, signed in through AdminLogin: for setting data up in beforeAll
 * and putting it back in afterAll, independently of any page.
 */
export async function apiSession(baseURL: string, account = 'admin', gscode = '001', password = 'admin123') {
  const ctx = await request.newContext({ baseURL });
  const login = await (
    await ctx.post('/api/LAdmin/AdminLogin', { data: { gscode, username: account, password } })
  ).json();
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

export type ApiSession = Awaited<ReturnType<typeof apiSession>>;

/** Runs `work` with an API session of 001's administrator, signed out after. */
export async function asAdmin<T>(baseURL: string, work: (api: ApiSession) => Promise<T>): Promise<T> {
  const api = await apiSession(baseURL);
  try {
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** A client as lists and rankings name it. */
export type ClientRef = { guestcode: string; guestname: string };

/** A client of the session's branch that some shop account is bound to (demo data). */
export async function someClient(api: ApiSession): Promise<ClientRef> {
  const { list } = await api.post<{ list: { client: ClientRef | null }[] }>('/api/UManage/Users', {
    bound: 'bound',
    pageSize: 10,
  });
  expect(list.length, 'a bound shop account in the demo data').toBeGreaterThan(0);
  return list[0].client!;
}

// Expected texts, computed independently of the web's own formatting code: integers grouped,
// money in whole cents, never floats.
export const int = (n: number) => n.toLocaleString('en-US');
export const money = (s: string) =>
  Number(s).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const cents = (s: string) => BigInt(s.replace('.', ''));
export const fromCents = (c: bigint) => `${int(Number(c / 100n))}.${String(c % 100n).padStart(2, '0')}`;
/** An amount in units of 10,000, two decimals, rounded half up. */
export const wan = (s: string) => fromCents((cents(s) + 5000n) / 10000n);
/** The ranking's amount: a "w" suffix from 10,000, below it money like everywhere else ("8,339.00"). */
export const w = (s: string) => (Number(s) >= 10000 ? `${wan(s)}w` : money(s));

/** The console's ranking periods (spec §5) by their tab words, most likely to have a client first. */
const RANKS = {
  thismonth: '本月',
  lastmonth: '上月',
  thisweek: '本周',
  lastweek: '上周',
  today: '今日',
  yesterday: '昨日',
} as const;

/**
 * Opens the console of the page's session and the client dialog of a client of the first ranking
 * period that ranks three or more. Files running side by side share the ranking, so each takes its
 * own place and none writes over another's change: dashboard-layout.spec renames the top client
 * (0), dashboard-console.spec saves the second (1), logs.spec the last (-1). The row is found by
 * its code, not its name: a client renamed meanwhile keeps its old name on screen until the
 * console's next refresh. Fails when the demo data ranks too few.
 */
export async function openRankedClient(page: Page, place: 0 | 1 | -1): Promise<{ dialog: Locator; client: ClientRef }> {
  await openConsole(page);
  for (const [rank, label] of Object.entries(RANKS)) {
    const rows = await api<ClientRef[]>(page, '/api/Reports/Ranking', { rankname: rank });
    if (rows.length < 3) continue;
    const client = rows.at(place)!;
    const ranking = page.getByTestId('ranking');
    await ranking.getByTestId('ranking-period').getByText(label, { exact: true }).click();
    const table = ranking.getByTestId('ranking-table');
    await expect(table).toHaveAttribute('data-rankname', rank);
    await table.locator(`tr[data-row-key="${client.guestcode}"]`).getByTestId('ranking-client').click();
    return { dialog: page.getByRole('dialog'), client };
  }
  throw new Error('the demo data ranks fewer than three clients in every period');
}

/** The top ranked client's dialog (openRankedClient) in edit mode, for checks that save nothing. */
export async function editRankedClient(page: Page): Promise<Locator> {
  const { dialog } = await openRankedClient(page, 0);
  await dialog.getByTestId('client-edit').click();
  await expect(dialog.getByTestId('client-dialog-body')).toHaveAttribute('data-mode', 'edit');
  return dialog;
}
