/**
 * The words and limits of the home page, departments and customer-service pages (issue 13 #6,
 * #7) without any schema (site.ts re-exports them), so the web pages use the server's rules
 * without carrying zod.
 */

/** A phone number as people write it: digits, spaces, + - ( ), as on the staff accounts' form. */
export { PHONE_PATTERN as SITE_PHONE_PATTERN } from './field-words.js';

export const DEPARTMENT_LIMITS = {
  name: 40,
  leader: 30,
  phone: 30,
  sort: 9999,
  /** Levels of the tree: a top department is level 1. */
  depth: 5,
  /** Departments of one branch. */
  count: 500,
} as const;

/**
 * A WeChat ID as WeChat itself allows it: 6 to 20 characters, a letter first, then letters,
 * digits, _ and -.
 */
export const WECHAT_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;

export const CONTACT_LIMITS = {
  name: 40,
  phone: 30,
  wechatMin: 6,
  wechatMax: 20,
  hours: 50,
  sort: 9999,
  search: 40,
} as const;

/** The columns the contacts list sorts by. */
export const CONTACT_SORTS = ['sort', 'name', 'department', 'online', 'status'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
/** 1 enabled, 0 disabled; online 1 shown as online on the shop. */
export const CONTACT_STATUSES = ['1', '0'] as const;
export const CONTACT_ONLINE = ['1', '0'] as const;
/** What the contacts list's switches change. */
export const CONTACT_FLAGS = ['online', 'status'] as const;
export type ContactFlag = (typeof CONTACT_FLAGS)[number];

/** The home page's sections, in their default order. */
export const HOME_SECTION_KEYS = ['banner', 'products', 'news', 'notice', 'contact'] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

/** The section names in both languages (the console and the public read's documentation). */
export const HOME_SECTION_WORDS: Record<HomeSectionKey, { cn: string; en: string }> = {
  banner: { cn: '轮播图', en: 'Banner strip' },
  products: { cn: '产品分组', en: 'Product group' },
  news: { cn: '新闻动态', en: 'News' },
  notice: { cn: '通知栏', en: 'Notice bar' },
  contact: { cn: '联系我们', en: 'Contact' },
};

/** The banner slots a home page's strip may show (banners.ts slot "pc": the PC banner). */
export const HOME_BANNER_SLOTS = ['pc'] as const;

export const HOME_LIMITS = {
  autoplayMin: 2,
  autoplayMax: 20,
  title: 40,
  category: 40,
  productsMin: 1,
  productsMax: 12,
  newsMin: 1,
  newsMax: 10,
  notice: 200,
  /** A notice bar's link (the one link rule of every saved link, link-words.ts). */
  link: 300,
} as const;
