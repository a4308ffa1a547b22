import { describe, expect, it } from 'vitest';
import * as contract from '@bo/contract';
import cnConsole from './cn.json';
import enConsole from './en.json';
import cnSignIn from './sign-in.cn.json';
import enSignIn from './sign-in.en.json';

type Strings = Record<string, unknown>;
/** The strings a few pages load with themselves (components/use-page-strings.ts), by file name. */
const pageFiles = import.meta.glob<Strings>('./pages/*.json', { eager: true, import: 'default' });
const pageStrings = (lang: string): Strings[] =>
  Object.entries(pageFiles)
    .filter(([name]) => name.endsWith(`.${lang}.json`))
    .map(([, strings]) => strings);
const cnPages = pageStrings('cn');
const enPages = pageStrings('en');

/** A language's strings: the sign-in pages' file, the console's and the pages' own (components/sign-in-i18n.ts, app/i18n.ts, components/use-page-strings.ts). */
const cn: Strings = Object.assign({}, cnSignIn, cnConsole, ...cnPages);
const en: Strings = Object.assign({}, enSignIn, enConsole, ...enPages);

/** Every key path of a nested message object, e.g. "login.submit". */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('locales', () => {
  it("the sign-in files and the console's files share no section (one is added to the other)", () => {
    expect(Object.keys(cnSignIn).filter((k) => k in cnConsole)).toEqual([]);
    expect(Object.keys(enSignIn).filter((k) => k in enConsole)).toEqual([]);
    expect(Object.keys(enSignIn).sort()).toEqual(Object.keys(cnSignIn).sort());
  });
  it('each page strings file adds one section of its own, named like the file', () => {
    expect(cnPages.length).toBeGreaterThan(0);
    for (const [name, strings] of Object.entries(pageFiles)) {
      const section = name.replace(/^\.\/pages\//, '').replace(/\.(cn|en)\.json$/, '');
      expect(Object.keys(strings), name).toEqual([section]);
      expect(section in cnConsole || section in cnSignIn, name).toBe(false);
      expect(
        pageFiles[name.replace(/\.(cn|en)\.json$/, (_, l) => (l === 'cn' ? '.en.json' : '.cn.json'))],
        name,
      ).toBeDefined();
    }
  });
  it('cn.json and en.json have the same keys', () => {
    expect(keys(cn).sort()).toEqual(keys(en).sort());
  });
  it('no message is empty', () => {
    const empty = (obj: object) => keys(obj).filter((k) => !k.split('.').reduce<any>((o, p) => o[p], obj));
    expect(empty(cn)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
  it('both languages use the same {{placeholders}} in each message', () => {
    const get = (obj: object, k: string) => String(k.split('.').reduce<any>((o, p) => o[p], obj));
    const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const k of keys(cn)) expect(holes(get(en, k)), k).toEqual(holes(get(cn, k)));
  });
});

/**
 * Names of the calls of spec §7 that the contract does not define yet: the console says in
 * plain words that these features come later, never by their call name.
 */
const SPEC_CALL_NAMES = [
  'loginqrcode',
  'Get_LoginData',
  'get_LoginToken',
  'save_power_sq',
  'Users',
  'Autocomplete',
  'ReloadSubscribe',
  'ReloadWxuser',
  'SetRole',
  'GetWxuser',
  'weChatBindingClient',
  'weChatUnBundingClient',
  'GetQpcGuestcode',
  'Getzhuser',
  'accountBindingClient',
  'Register',
  'RemoveLogin',
  'batchRemoveLogin',
  'Powers',
  'ChangeRole',
  'AddRole',
  'RemoveRole',
  'CheckCreditList',
  'fun_AuditPass',
  'UpdateUser',
  'getCustomerUser',
  'gettgzxUser',
  'optgzxUser',
  'gettgzxdetail',
  'get_xt_company',
  'get_xt_users',
  'upxtusers',
  'Select_Ds_Menu',
];
/** Words of the product that look like identifiers but are what users say (WebP: the image format's name). */
const ALLOWED_WORDS = new Set(['WeChat', 'WebP']);

const contractNames = Object.values(contract as Record<string, unknown>)
  .filter(contract.isCallDef)
  .map((c) => c.path.split('/').pop()!);
const CALL_NAMES = [...new Set([...contractNames, ...SPEC_CALL_NAMES])]
  // "Roles", "Report", "Register": also plain words a sentence may use; the identifier rule below catches the rest.
  .filter((n) => !/^[A-Z][a-z]+$/.test(n));
/** snake_case, camelCase and joined PascalCase words: code, not language. */
const IDENTIFIER = /\b[A-Za-z]+_\w+\b|\b[a-z]+[A-Z]\w*\b|\b[A-Z][a-z]+[A-Z]\w*\b/g;

/** "key: name" for every message that shows a call name or a code identifier. */
function internalNames(messages: object): string[] {
  const get = (k: string) => String(k.split('.').reduce<any>((o, p) => o[p], messages));
  return keys(messages).flatMap((k) => {
    const text = get(k).replace(/\{\{\w+\}\}/g, ' ');
    const calls = CALL_NAMES.filter((n) => new RegExp(`(^|[^A-Za-z0-9_])${n}([^A-Za-z0-9_]|$)`).test(text));
    const ids = (text.match(IDENTIFIER) ?? []).filter((w) => !ALLOWED_WORDS.has(w) && !calls.includes(w));
    return [...calls, ...ids].map((n) => `${k}: ${n}`);
  });
}

describe('one word for one thing (issue 34 #4)', () => {
  /** Every message of a language, flat. */
  const texts = (strings: Strings): string[] =>
    Object.values(strings).flatMap((v) => (v && typeof v === 'object' ? texts(v as Strings) : [String(v)]));

  it("the sign-in form names the branch code with the contract's label, which the server's messages use", () => {
    expect((cnSignIn as { login: { gscode: string } }).login.gscode).toBe(contract.FIELD_LABELS.gscode.cn);
    expect((enSignIn as { login: { gscode: string } }).login.gscode).toBe(contract.FIELD_LABELS.gscode.en);
  });

  it('no message calls the branch code 分公司代码', () => {
    expect(texts(cn).filter((m) => m.includes('分公司代码'))).toEqual([]);
  });
});

describe('no internal names shown to users (issue 8 #7)', () => {
  it("derives the call names from the contract's paths", () => {
    expect(contractNames).toEqual(
      expect.arrayContaining(['AdminLogin', 'Get_UserMenus', 'UpdateClient', 'ReportData']),
    );
  });

  it('catches what the console used to show', () => {
    const old = {
      qr: '扫码登录即将上线：二维码接口（loginqrcode）尚未提供。',
      soft: 'Signing in straight from the desktop software is coming (the get_LoginToken call is not available yet).',
      power: 'Sending the request (the save_power_sq call) arrives in a later release',
      profile: 'Saving the profile (the UpdateUser call) arrives in a later release.',
      camel: 'see reguserNo',
      fine: 'WeChat settings for {{userName}}: Report and Roles',
    };
    expect(internalNames(old)).toEqual([
      'qr: loginqrcode',
      'soft: get_LoginToken',
      'power: save_power_sq',
      'profile: UpdateUser',
      'camel: reguserNo',
    ]);
  });

  it('cn.json and en.json name no call and no code identifier', () => {
    expect(internalNames(cn)).toEqual([]);
    expect(internalNames(en)).toEqual([]);
  });
});
