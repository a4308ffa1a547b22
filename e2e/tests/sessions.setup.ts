import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { clusterURL } from '../playwright.config';
import { openConsole, SESSION_ACCOUNTS, sessionFile, SESSIONS_DIR } from './sessions';

/**
 * Signs each demo account of SESSION_ACCOUNTS in once for the run, through the sign-in call, and
 * keeps the browser state the sign-in page would leave (the user info with its token under
 * `bo-user`, the language) as a storage state file (sessions.ts). Each state is then tried in a
 * browser: the console opens with it.
 */
test.describe.configure({ mode: 'parallel' });

for (const [account, gscode] of SESSION_ACCOUNTS) {
  test(`sign in ${account} of ${gscode}`, async ({ browser, request, baseURL }) => {
    const answer = await (
      await request.post('/api/LAdmin/AdminLogin', { data: { gscode, username: account, password: 'admin123' } })
    ).json();
    expect(answer.code, answer.msg).toBe(0);
    const localStorage = [
      { name: 'bo-user', value: JSON.stringify({ ...answer.data, isLogin: true }) },
      { name: 'bo-language', value: 'cn' },
    ];
    // The same session through HAProxy (the "cluster" project), another origin of the same servers.
    const state = {
      cookies: [],
      origins: [new URL(baseURL!).origin, clusterURL].map((origin) => ({ origin, localStorage })),
    };
    fs.mkdirSync(SESSIONS_DIR, { recursive: true });
    fs.writeFileSync(sessionFile(account, gscode), JSON.stringify(state, null, 2));

    const context = await browser.newContext({ baseURL, storageState: sessionFile(account, gscode) });
    try {
      await openConsole(await context.newPage());
    } finally {
      await context.close();
    }
  });
}
