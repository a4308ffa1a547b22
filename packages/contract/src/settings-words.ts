/**
 * The system settings' constants and the order number format, without zod, so the settings page
 * can use them on its first load (the schemas are in settings.ts).
 */

export const SETTINGS_LANGUAGES = ['cn', 'en'] as const;
export type SettingsLanguage = (typeof SETTINGS_LANGUAGES)[number];

export const SYSTEM_NAME_MAX = 50;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_EMAIL_MAX = 100;
export const CONTACT_ADDRESS_MAX = 200;
export const ORDER_NO_FORMAT_MAX = 40;
/** An order number made from the format is at most this long. */
export const ORDER_NO_MAX = 32;
export const CART_ABANDON_DAYS_MAX = 365;
/** The shortest idle time a branch may set (a shorter one would end sessions while people read a page). */
export const SESSION_IDLE_MINUTES_MIN = 5;
export const SESSION_IDLE_MINUTES_MAX = 60 * 24 * 30;
export const SESSION_ABSOLUTE_HOURS_MAX = 24 * 365;
/** The most a branch's upload limit may say, whatever the server's cap (which also bounds it). */
export const UPLOAD_MAX_MB_MAX = 100;

export { PHONE_PATTERN as CONTACT_PHONE_PATTERN } from './field-words.js';

/**
 * Placeholders of the order number format: the date of the order in the branch's time zone, the
 * branch code, and the day's sequence number, padded to n digits with {seq:n} (n 1 … 10).
 * Anything else is written as it is: letters, digits, '-', '_' and '/'.
 */
export const ORDER_NO_PLACEHOLDERS = ['{yyyy}', '{yy}', '{MM}', '{dd}', '{branch}', '{seq}', '{seq:n}'] as const;

export const DEFAULT_ORDER_NO_FORMAT = '{branch}-{yyyy}{MM}{dd}-{seq}';

const TOKEN = /\{([^{}]*)\}/g;
/** What an order number can hold: a format's literals, the date's and sequence's digits, a branch code. */
export const ORDER_NO_CHARS = /^[A-Za-z0-9_/-]*$/;
const LITERAL = ORDER_NO_CHARS;

export type OrderNoProblem = 'empty' | 'placeholder' | 'seq' | 'literal' | 'length';

/** What is wrong with an order number format, or null when it is usable. */
export function orderNoFormatProblem(format: string, branch = '001'): OrderNoProblem | null {
  if (!format.trim()) return 'empty';
  let seqs = 0;
  for (const m of format.matchAll(TOKEN)) {
    const name = m[1];
    if (name === 'seq' || /^seq:(10|[1-9])$/.test(name)) seqs++;
    else if (!['yyyy', 'yy', 'MM', 'dd', 'branch'].includes(name)) return 'placeholder';
  }
  if (!LITERAL.test(format.replace(TOKEN, '')))
    return /[{}]/.test(format.replace(TOKEN, '')) ? 'placeholder' : 'literal';
  if (seqs !== 1) return 'seq';
  // The longest number it can make: the widest sequence a day can reach (7 digits unpadded).
  if (orderNumberOf(format, { date: new Date(Date.UTC(2026, 11, 31)), branch, seq: 9_999_999 }).length > ORDER_NO_MAX)
    return 'length';
  return null;
}

/** The order number the format makes for a day's n-th order (the date's calendar fields as given, UTC). */
export function orderNumberOf(format: string, at: { date: Date; branch: string; seq: number }): string {
  const yyyy = String(at.date.getUTCFullYear()).padStart(4, '0');
  const two = (n: number) => String(n).padStart(2, '0');
  return format.replace(TOKEN, (whole, name: string) => {
    if (name === 'yyyy') return yyyy;
    if (name === 'yy') return yyyy.slice(2);
    if (name === 'MM') return two(at.date.getUTCMonth() + 1);
    if (name === 'dd') return two(at.date.getUTCDate());
    if (name === 'branch') return at.branch;
    if (name === 'seq') return String(at.seq);
    const pad = /^seq:(\d+)$/.exec(name);
    return pad ? String(at.seq).padStart(Number(pad[1]), '0') : whole;
  });
}

/** The words of each problem, shown by the form and sent by the server. */
export const ORDER_NO_PROBLEM_WORDS: Record<OrderNoProblem, { cn: string; en: string }> = {
  empty: { cn: '请填写订单号格式', en: 'enter an order number format' },
  placeholder: {
    cn: '只能使用占位符 {yyyy} {yy} {MM} {dd} {branch} {seq} {seq:n}（n 为 1 到 10）',
    en: 'may use only the placeholders {yyyy} {yy} {MM} {dd} {branch} {seq} {seq:n} (n from 1 to 10)',
  },
  seq: { cn: '必须恰好包含一个序号 {seq} 或 {seq:n}', en: 'must hold exactly one sequence number, {seq} or {seq:n}' },
  literal: {
    cn: '占位符之外只能使用字母、数字和 - _ /',
    en: 'may hold only letters, digits and - _ / besides the placeholders',
  },
  length: {
    cn: `生成的订单号不能超过 ${ORDER_NO_MAX} 个字符`,
    en: `must not make order numbers longer than ${ORDER_NO_MAX} characters`,
  },
};

/** A branch's settings as stored and answered. */
export type BranchSettingsValue = {
  systemNameCn: string;
  systemNameEn: string;
  logo: string;
  contactPhone: string;
  contactEmail: string;
  contactAddress: string;
  defaultLanguage: SettingsLanguage;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Lock a console unused this long (the lock screen); 0: never. */
  lockIdleMinutes: number;
  cartAbandonDays: number;
  orderNoFormat: string;
  uploadMaxMb: number;
};

/**
 * The value of every key for a branch that never saved one. The session times are the server's
 * defaults; a server configured lower lowers them (the server's limits always win).
 */
export const SETTINGS_DEFAULTS: BranchSettingsValue = {
  systemNameCn: '电商平台',
  systemNameEn: 'E-commerce Platform',
  logo: '',
  contactPhone: '',
  contactEmail: '',
  contactAddress: '',
  defaultLanguage: 'cn',
  sessionIdleMinutes: 120,
  sessionAbsoluteHours: 24,
  lockIdleMinutes: 0,
  cartAbandonDays: 7,
  orderNoFormat: DEFAULT_ORDER_NO_FORMAT,
  uploadMaxMb: 5,
};
