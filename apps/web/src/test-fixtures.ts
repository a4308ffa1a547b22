import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import type { JobRow, ServerMenuItem, UserInfo } from '@bo/contract';

/** For unit tests: an administrator of branch 001 as the login call answers it (spec §3). */
export const TEST_USER: UserInfo = {
  userName: 'admin',
  nickName: 'A',
  headerImg: '',
  company: 'C',
  gscode: '001',
  reguserno: 'C001',
  roles: 'admin',
  operators: '',
  logintype: 1,
  endtime: '',
  isopen: 0,
  logoimg: '',
  timezone: 'Asia/Shanghai',
  ID: 7,
  token: 'secret',
};

/** For unit tests: a server menu row, a directory without a parent and a page under one, shown and active. */
export const menuRow = (
  menuename: string,
  url: string,
  menuparent = '',
  extra: Partial<ServerMenuItem> = {},
): ServerMenuItem => ({
  menuname: menuename,
  menuename,
  menuparent,
  menutype: menuparent ? 'menu' : 'directory',
  url,
  icon: '',
  active: true,
  permission: [],
  hidden: false,
  link: '',
  embed: false,
  ...extra,
});

/**
 * For unit tests: fake timers that fake animation frames too (16 ms each), for code that waits
 * for a paint (a message shown, then a set time counted from its paint).
 */
export function useFakeTimersAndFrames(): void {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
}
/** A message is painted two frames after it is handed to the engine (lib/feedback.ts). */
export const PAINT_MS = 32;

/** For unit tests of an ended session: every call answered code 7, as the server does then. */
export const sessionGone: AxiosAdapter = (config) =>
  Promise.resolve({
    status: 200,
    data: { code: 7, msg: 'Session ended', data: null },
    headers: {},
    config,
    statusText: '',
  });

/** For unit tests: a job's row as Job/List and Job/Get answer it; an export under way unless told. */
export const jobRow = (over: Partial<JobRow> = {}): JobRow => ({
  id: 1,
  kind: 'orderExport',
  state: 'running',
  params: { status: '4' },
  done: 0,
  total: null,
  createdAt: '2026-12-05T00:00:00.000Z',
  endedAt: null,
  expiresAt: '2026-12-12T00:00:00.000Z',
  fileName: '',
  errorFileName: '',
  rows: null,
  mode: null,
  added: null,
  updated: null,
  refused: null,
  errors: [],
  message: '',
  ...over,
});

/**
 * For a component test: i18next, the instance react-i18next reads, with these strings (by
 * language), in the first language given unless told. Call it at the file's top level.
 */
export function withStrings(strings: Record<string, object>, lng = Object.keys(strings)[0]): void {
  const resources = Object.fromEntries(Object.entries(strings).map(([lang, translation]) => [lang, { translation }]));
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({ resources, lng, interpolation: { escapeValue: false } });
  });
}
