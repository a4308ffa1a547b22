/**
 * The words and limits of the banner pages (/pic/*, issue 13 #2) without any schema (banners.ts
 * re-exports them), so the web pages do not carry zod.
 */
import { M } from './perms.js';

/** The three places a banner is shown: the PC shop's top banner, the ad slot, the mini-program's banner. */
export const BANNER_SLOTS = ['pc', 'ad', 'wxapp'] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

/** Each slot's recommended image size in pixels (the shop draws it at this aspect, cropping what does not fit). */
export const BANNER_SIZES: Record<BannerSlot, { width: number; height: number }> = {
  pc: { width: 1920, height: 500 },
  ad: { width: 750, height: 300 },
  wxapp: { width: 750, height: 340 },
};

/** How far (relative) an image's aspect may differ from its slot's before the form warns that much will be cropped. */
export const BANNER_ASPECT_TOLERANCE = 0.15;

/** Whether an image of width × height is far from the slot's aspect (it would be cropped a lot). */
export function bannerAspectOff(slot: BannerSlot, width: number, height: number): boolean {
  if (!(width > 0 && height > 0)) return false;
  const want = BANNER_SIZES[slot].width / BANNER_SIZES[slot].height;
  return Math.abs(width / height - want) / want > BANNER_ASPECT_TOLERANCE;
}

/**
 * What a banner shows now, at the server's clock: disabled (status 0), scheduled (its start is
 * still ahead), ended (its end has passed), or live. Only live banners reach the shop.
 */
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'disabled'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

/** The columns the banner list sorts by; without one it is the slot's order (sort). */
export const BANNER_SORTS = ['sort', 'title', 'startsAt', 'endsAt', 'updatedAt'] as const;
export type BannerSort = (typeof BANNER_SORTS)[number];

export const BANNER_TITLE_MAX = 100;
/** Longest banner link (the one link rule, link-words.ts). */
export const BANNER_LINK_MAX = 500;
export const BANNER_SEARCH_MAX = 50;
/** Most banners one slot of a branch holds (a reorder names them all). */
export const BANNERS_PER_SLOT_MAX = 50;

/** A banner's link follows the one link rule of every saved link (link-words.ts). */
export const BANNER_WINDOW_RULE = {
  cn: '结束时间必须晚于开始时间',
  en: 'must be after the start time',
};

/** Each slot's page (its route and the mark that reads it), the button mark that changes its banners, and the path word of its calls. */
export const BANNER_PAGES = {
  pc: { route: '/pic/bannersetting', mark: M.pcBanners, editMark: M.pcBannerEdit, word: 'Pc' },
  ad: { route: '/pic/advertisesetting', mark: M.adBanners, editMark: M.adBannerEdit, word: 'Ad' },
  wxapp: { route: '/pic/wxappbannersetting', mark: M.wxappBanners, editMark: M.wxappBannerEdit, word: 'Wxapp' },
} as const satisfies Record<BannerSlot, { route: string; mark: string; editMark: string; word: string }>;
