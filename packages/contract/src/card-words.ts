/**
 * The words and limits of card sizes (/system/dspjsize) and card templates (/space/cardsettings),
 * issue 13 #5, without any schema (cards.ts re-exports them), so the web pages and the preview do
 * not carry zod.
 */

export interface CardWords {
  cn: string;
  en: string;
}

/** Sides of a card size in mm: 20 … 300, one decimal. */
export const CARD_SIDE_MIN_MM = 20;
export const CARD_SIDE_MAX_MM = 300;
/** Bleed (the print area beyond the trim line) in mm: 0 … 5, one decimal. */
export const CARD_BLEED_MAX_MM = 5;
/** The safe area's margin inside the trim line, in mm (drawn in the preview; fields may still lie outside it). */
export const CARD_SAFE_MM = 3;
export const CARD_NAME_MAX = 40;
export const CARD_SEARCH_MAX = 50;

/** Whether a number has at most one decimal (7, 85.5). */
export const hasOneDecimal = (v: number) => Number.isFinite(v) && Math.abs(v * 10 - Math.round(v * 10)) < 1e-6;
/** The largest corner radius a size allows: half its shorter side. */
export const cornerMaxMm = (widthMm: number, heightMm: number) =>
  Math.floor((Math.min(widthMm, heightMm) / 2) * 10) / 10;

/** 1 enabled, 0 disabled (spec §3 table status). */
export const CARD_STATUSES = ['1', '0'] as const;
export const CARD_SIZE_SORTS = ['sort', 'name', 'width', 'height', 'status'] as const;
export type CardSizeSort = (typeof CARD_SIZE_SORTS)[number];
export const CARD_TEMPLATE_SORTS = ['sort', 'name', 'size', 'priceFrom', 'status'] as const;
export type CardTemplateSort = (typeof CARD_TEMPLATE_SORTS)[number];

/** The fields a template prints, with their names. */
export const CARD_FIELD_KEYS = [
  'name',
  'title',
  'company',
  'mobile',
  'phone',
  'email',
  'address',
  'website',
  'wechat',
] as const;
export type CardFieldKey = (typeof CARD_FIELD_KEYS)[number];
export const CARD_FIELD_NAMES: Record<CardFieldKey, CardWords> = {
  name: { cn: '姓名', en: 'Name' },
  title: { cn: '职务', en: 'Title' },
  company: { cn: '公司', en: 'Company' },
  mobile: { cn: '手机', en: 'Mobile' },
  phone: { cn: '电话', en: 'Phone' },
  email: { cn: '邮箱', en: 'E-mail' },
  address: { cn: '地址', en: 'Address' },
  website: { cn: '网址', en: 'Website' },
  wechat: { cn: '微信', en: 'WeChat' },
};
/** The sample data a preview prints, in the language of the console. */
export const CARD_FIELD_SAMPLES: Record<CardFieldKey, CardWords> = {
  name: { cn: '张三', en: 'Zhang San' },
  title: { cn: '总经理', en: 'General Manager' },
  company: { cn: '金鼎印务有限公司', en: 'Jinding Printing Co., Ltd.' },
  mobile: { cn: '138 0000 0000', en: '138 0000 0000' },
  phone: { cn: '021-6000 0000', en: '+86 21 6000 0000' },
  email: { cn: 'zhangsan@example.com', en: 'zhangsan@example.com' },
  address: { cn: '上海市浦东新区世纪大道 100 号', en: '100 Century Ave, Pudong, Shanghai' },
  website: { cn: 'www.example.com', en: 'www.example.com' },
  wechat: { cn: '微信 zhangsan', en: 'WeChat zhangsan' },
};

export const CARD_SIDES = ['front', 'back'] as const;
export type CardSide = (typeof CARD_SIDES)[number];
export const CARD_SIDE_NAMES: Record<CardSide, CardWords> = {
  front: { cn: '正面', en: 'Front' },
  back: { cn: '背面', en: 'Back' },
};
export const CARD_ALIGNS = ['left', 'center', 'right'] as const;
export type CardAlign = (typeof CARD_ALIGNS)[number];
export const CARD_ALIGN_NAMES: Record<CardAlign, CardWords> = {
  left: { cn: '左对齐', en: 'Left' },
  center: { cn: '居中', en: 'Centre' },
  right: { cn: '右对齐', en: 'Right' },
};
/** Font size of a printed field in points. */
export const CARD_FONT_MIN_PT = 4;
export const CARD_FONT_MAX_PT = 48;
export const CARD_FIELDS_MAX = 20;
export const CARD_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** One point in millimetres (1/72 inch). */
export const MM_PER_PT = 25.4 / 72;

/** The papers a template (or a product) may name. */
export const CARD_PAPERS = [
  'coated300',
  'coated350',
  'coated400',
  'pearl250',
  'linen300',
  'cotton300',
  'pvc038',
  'pvc076',
] as const;
export type CardPaper = (typeof CARD_PAPERS)[number];
export const CARD_PAPER_NAMES: Record<CardPaper, CardWords> = {
  coated300: { cn: '300 g 铜版纸', en: '300 g coated' },
  coated350: { cn: '350 g 铜版纸', en: '350 g coated' },
  coated400: { cn: '400 g 铜版纸', en: '400 g coated' },
  pearl250: { cn: '250 g 珠光纸', en: '250 g pearl' },
  linen300: { cn: '300 g 莱尼纸', en: '300 g linen' },
  cotton300: { cn: '300 g 棉卡', en: '300 g cotton' },
  pvc038: { cn: '0.38 mm 透明 PVC', en: '0.38 mm clear PVC' },
  pvc076: { cn: '0.76 mm 白色 PVC', en: '0.76 mm white PVC' },
};
/** The finishes a template (or a product) may name; none = printed only. */
export const CARD_FINISHES = ['none', 'matte', 'gloss', 'spotUv', 'foil', 'emboss', 'rounded', 'frosted'] as const;
export type CardFinish = (typeof CARD_FINISHES)[number];
export const CARD_FINISH_NAMES: Record<CardFinish, CardWords> = {
  none: { cn: '无', en: 'None' },
  matte: { cn: '覆哑膜', en: 'Matte lamination' },
  gloss: { cn: '覆亮膜', en: 'Gloss lamination' },
  spotUv: { cn: '局部 UV', en: 'Spot UV' },
  foil: { cn: '烫金', en: 'Foil stamping' },
  emboss: { cn: '击凸', en: 'Embossing' },
  rounded: { cn: '圆角', en: 'Rounded corners' },
  frosted: { cn: '磨砂', en: 'Frosted' },
};

/** Prices by quantity: at most this many rows; quantity 1 … 1,000,000; price in yuan, two decimals. */
export const CARD_PRICES_MAX = 10;
export const CARD_QUANTITY_MAX = 1_000_000;

/** A printed field of a template, in mm from the trimmed card's top-left (x, y: the text's anchor, y its baseline). */
export interface CardField {
  key: CardFieldKey;
  side: CardSide;
  x: number;
  y: number;
  fontSize: number;
  bold: boolean;
  align: CardAlign;
  color: string;
}
export interface CardPrice {
  quantity: number;
  price: string;
}

/** Why a field does not lie inside a card of width × height mm, or null (the server and the dialog both ask). */
export function fieldOutside(f: Pick<CardField, 'x' | 'y'>, widthMm: number, heightMm: number): 'x' | 'y' | null {
  if (f.x < 0 || f.x > widthMm) return 'x';
  if (f.y < 0 || f.y > heightMm) return 'y';
  return null;
}
