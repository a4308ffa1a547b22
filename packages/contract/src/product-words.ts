/**
 * The words and limits of the products page (/space/productsshow, issue 13 #4) without any schema
 * (products.ts re-exports them), so the web page does not carry zod.
 */
import type { CardWords } from './card-words.js';

/** What a product is, as the shop groups them. */
export const PRODUCT_CATEGORIES = [
  'businessCard',
  'specialCard',
  'pvcCard',
  'flyer',
  'brochure',
  'envelope',
  'sticker',
  'badge',
  'other',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_CATEGORY_NAMES: Record<ProductCategory, CardWords> = {
  businessCard: { cn: '名片', en: 'Business cards' },
  specialCard: { cn: '特种纸名片', en: 'Special paper cards' },
  pvcCard: { cn: 'PVC 卡', en: 'PVC cards' },
  flyer: { cn: '宣传单页', en: 'Flyers' },
  brochure: { cn: '画册', en: 'Brochures' },
  envelope: { cn: '信封', en: 'Envelopes' },
  sticker: { cn: '不干胶', en: 'Stickers' },
  badge: { cn: '工作证', en: 'Badges' },
  other: { cn: '其他', en: 'Other' },
};

/** At most this many images per product, the first is its picture in lists. */
export const PRODUCT_IMAGES_MAX = 9;
export const PRODUCT_NAME_MAX = 60;
export const PRODUCT_SEARCH_MAX = 50;
/** Prices in yuan: up to 10 digits before the point, two after. */
export const PRODUCT_PRICE_MAX_DIGITS = 10;
/** Most products a branch reorders at once (the whole list). */
export const PRODUCT_REORDER_MAX = 2000;

export const PRODUCT_SORTS = ['sort', 'name', 'category', 'priceMin', 'onSale'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** On sale: 1 yes, 0 no. */
export const PRODUCT_ON_SALE = ['1', '0'] as const;
