import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import {
  ALL_ROUTES,
  BUTTON_MARKS,
  M,
  PAGE_MARKS,
  PLATFORM_ONLY_PATHS,
  httpStatusMessage,
  httpStatusMessages,
  isCallDef,
  maxLengthOf,
  unboundedStrings,
} from './index.js';

describe('route catalogue', () => {
  it('lists every page of spec §2 once', () => {
    const paths = ALL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard/console',
        '/dashboard/ordersummary',
        '/order/customerpaylist',
        '/user/CheckCredit',
        '/widget/icon-selector',
        '/safeguard/database',
        // Beyond spec §2: online users (issue 37 #5).
        '/user/online',
        // Beyond spec §2: value lists (issue 37 #10).
        '/system/dict',
        // Beyond spec §2: scheduled tasks (issue 37 #9).
        '/safeguard/tasks',
        // Beyond spec §2: the platform owner's branches side by side (issue 41).
        '/dashboard/branches',
      ]),
    );
    expect(paths).toHaveLength(38);
    expect([...PLATFORM_ONLY_PATHS]).toEqual(['/dashboard/branches']);
  });

  it('gives every page a cn and an en title and an icon', () => {
    for (const r of ALL_ROUTES) {
      expect(r.title, r.path).not.toBe('');
      expect(r.title_en, r.path).toMatch(/^[A-Za-z]/);
      expect(r.icon, r.path).toMatch(/Outlined$/);
    }
  });

  it('only names marks that the catalogue grants', () => {
    const known = new Set([...PAGE_MARKS, ...BUTTON_MARKS]);
    for (const mark of Object.values(M)) expect(known.has(mark), mark).toBe(true);
  });
});

describe('HTTP status messages (spec §8)', () => {
  it('has both languages for the same statuses', () => {
    expect(Object.keys(httpStatusMessages.cn)).toEqual(Object.keys(httpStatusMessages.en));
  });

  it('falls back to "connection error" with the code for an unlisted status', () => {
    expect(httpStatusMessage('en', 404)).toBe('Resource not found');
    expect(httpStatusMessage('cn', 401)).toBe('未授权，请重新登录');
    expect(httpStatusMessage('en', 418)).toBe('Connection error 418');
    expect(httpStatusMessage('cn', 418)).toBe('连接错误 418');
  });
});

describe('string limits', () => {
  const calls = Object.entries(contract as Record<string, unknown>).flatMap(([name, v]) =>
    isCallDef(v) ? [[name, v] as const] : [],
  );

  it('finds the calls', () => {
    expect(calls.map(([name]) => name)).toEqual(
      expect.arrayContaining(['AdminLogin', 'UpdateClient', 'Get_UserMenus']),
    );
  });

  it('gives every string a call accepts a maximum length', () => {
    const unbounded = calls.flatMap(([name, c]) => [
      ...unboundedStrings(c.query, 'query').map((p) => `${name} ${p}`),
      ...unboundedStrings(c.body, 'body').map((p) => `${name} ${p}`),
    ]);
    expect(unbounded).toEqual([]);
  });

  it('reads the maximum through optional, trim, pipes and unions', () => {
    expect(maxLengthOf(contract.loginBody.shape.gscode)).toBe(20);
    expect(maxLengthOf(contract.clientUpdate.shape.linkman)).toBe(50);
    expect(maxLengthOf(contract.clientUpdate.shape.email)).toBe(100);
    expect(maxLengthOf(contract.clientUpdate.shape.note)).toBe(1000);
    expect(maxLengthOf(contract.clientUpdate.shape.yjh)).toBeUndefined();
    expect(maxLengthOf(contract.menuQuery.shape.gscode)).toBe(20);
  });
});
