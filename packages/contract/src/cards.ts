import { z } from 'zod';
import { defineCall } from './call.js';
import { csvOf, listData, listQuery } from './list.js';
import { M } from './perms.js';
import { publicQuery } from './public-read.js';
import { moneyString } from './reports.js';
import {
  CARD_ALIGNS,
  CARD_BLEED_MAX_MM,
  CARD_COLOR_PATTERN,
  CARD_FIELD_KEYS,
  CARD_FIELDS_MAX,
  CARD_FINISHES,
  CARD_FONT_MAX_PT,
  CARD_FONT_MIN_PT,
  CARD_NAME_MAX,
  CARD_PAPERS,
  CARD_PRICES_MAX,
  CARD_QUANTITY_MAX,
  CARD_SEARCH_MAX,
  CARD_SIDE_MAX_MM,
  CARD_SIDE_MIN_MM,
  CARD_SIDES,
  CARD_SIZE_SORTS,
  CARD_STATUSES,
  CARD_TEMPLATE_SORTS,
  cornerMaxMm,
  hasOneDecimal,
} from './card-words.js';
import { rowId, seenVersion, yuan } from './fields.js';

/**
 * Card sizes (/system/dspjsize) and card templates (/space/cardsettings), issue 13 #5. Both
 * belong to the session's branch; another branch's id is "not found" (404) and changes nothing.
 * Every change sends the `version` the user saw (changed meanwhile → 409).
 *
 * A size: names cn/en, width × height of the trimmed card in mm (20 … 300), bleed (0 … 5) and
 * corner radius (0 … half the shorter side), one decimal each. A size used by a template or a
 * product is not removed (409, naming how many use it).
 *
 * A template: names, a size of the branch, front and back images (upload addresses of the branch,
 * '' for none), the fields printed (key, side, x and y in mm inside the trimmed card, font size in
 * pt, bold, alignment, colour), default paper and finish, and prices by quantity (quantities
 * strictly increasing, prices ≥ 0, in yuan; none at all: the shop asks for a quote).
 */
export * from './card-words.js';

const words = (cn: string, en: string) => ({ rule: 'words' as const, cn, en });
const version = seenVersion('the version the user saw (changed meanwhile → 409)');
const status = z.number().int().min(0).max(1).describe('1 enabled, 0 disabled');
const cardName = (lang: string) =>
  z.string().trim().min(1).max(CARD_NAME_MAX).describe(`name (${lang}), 1 … ${CARD_NAME_MAX} characters`);

/** A length in mm with at most one decimal, between min and max. */
const mm = (min: number, max: number, what: string) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine(hasOneDecimal, {
      error: 'at most one decimal',
      params: words('最多一位小数', 'may have at most one decimal'),
    })
    .meta({ multipleOf: 0.1 })
    .describe(`${what} in mm, ${min} … ${max}, one decimal at most`);

// ---------------------------------------------------------------------------------------------
// Sizes

const sizeShape = {
  name: cardName('cn'),
  nameEn: cardName('en'),
  widthMm: mm(CARD_SIDE_MIN_MM, CARD_SIDE_MAX_MM, 'width of the trimmed card'),
  heightMm: mm(CARD_SIDE_MIN_MM, CARD_SIDE_MAX_MM, 'height of the trimmed card'),
  bleedMm: mm(0, CARD_BLEED_MAX_MM, 'bleed beyond the trim line'),
  cornerMm: mm(0, CARD_SIDE_MAX_MM / 2, 'corner radius (at most half the shorter side)'),
  status: status.default(1),
};

/** The corner radius is at most half the shorter side. */
const cornerFits = (s: { widthMm: number; heightMm: number; cornerMm: number }, ctx: z.RefinementCtx) => {
  const max = cornerMaxMm(s.widthMm, s.heightMm);
  if (s.cornerMm > max) {
    ctx.addIssue({
      code: 'custom',
      path: ['cornerMm'],
      message: `at most half the shorter side (${max} mm)`,
      params: words(`不能超过短边的一半（${max} mm）`, `may be at most half the shorter side (${max} mm)`),
    });
  }
};

/** A size as a template or a product picks it. */
export const cardSizeOption = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  widthMm: z.number(),
  heightMm: z.number(),
  bleedMm: z.number(),
  cornerMm: z.number(),
  status: z.number().int().describe('1 enabled, 0 disabled (offered for a new choice only when enabled)'),
});

/** A size in the list: the option with how much uses it, its place and its version. */
export const cardSizeRow = cardSizeOption.extend({
  templates: z.number().int().describe('templates of this size'),
  products: z.number().int().describe('products naming this size in their specs'),
  sort: z.number().int(),
  version: z.number().int(),
});
export type CardSizeRow = z.infer<typeof cardSizeRow>;

export const cardSizeListQuery = listQuery(CARD_SIZE_SORTS, {
  q: z.string().trim().max(CARD_SEARCH_MAX).optional().describe('name (cn or en) contains'),
  status: csvOf(CARD_STATUSES).optional().describe('1 enabled, 0 disabled'),
});

export const CardSizes = defineCall({
  method: 'GET',
  path: '/api/Card/Sizes',
  summary: "The branch's card sizes with how many templates and products use each: one page, the filtered total",
  mark: M.cardSizeList,
  query: cardSizeListQuery,
  data: listData(cardSizeRow, {}),
});

const SIZE_RULES = ['cornerMm: at most half the shorter of widthMm and heightMm'];

export const AddCardSize = defineCall({
  method: 'POST',
  path: '/api/Card/AddSize',
  summary: 'Adds a card size to the branch',
  mark: M.cardSizeEdit,
  rules: SIZE_RULES,
  body: z.object(sizeShape).strict().superRefine(cornerFits),
  data: cardSizeRow,
});

export const ChangeCardSize = defineCall({
  method: 'POST',
  path: '/api/Card/ChangeSize',
  summary: "Changes a card size's names, dimensions and status; refused when it changed since `version`",
  mark: M.cardSizeEdit,
  rules: SIZE_RULES,
  body: z
    .object({ id: rowId('the size'), version, ...sizeShape })
    .strict()
    .superRefine(cornerFits),
  data: cardSizeRow,
});

export const SetCardSizeStatus = defineCall({
  method: 'POST',
  path: '/api/Card/SetSizeStatus',
  summary:
    'Enables or disables a card size (a disabled size is offered to no new template and hides its templates from the shop)',
  mark: M.cardSizeEdit,
  body: z.object({ id: rowId('the size'), version, status }).strict(),
  data: cardSizeRow,
});

export const RemoveCardSize = defineCall({
  method: 'POST',
  path: '/api/Card/RemoveSize',
  summary: 'Removes a card size; refused while a template or a product uses it',
  mark: M.cardSizeEdit,
  body: z.object({ id: rowId('the size'), version }).strict(),
  data: z.object({ id: z.number().int() }),
});

export type CardSizeOption = z.infer<typeof cardSizeOption>;

export const CardSizeOptions = defineCall({
  method: 'GET',
  path: '/api/Card/SizeOptions',
  summary: "Every card size of the branch, in order, for the template editor's size choice",
  mark: M.cardTemplateList,
  data: z.array(cardSizeOption),
});

// ---------------------------------------------------------------------------------------------
// Templates

const inCard = (what: string) =>
  mm(0, CARD_SIDE_MAX_MM, `${what} from the trimmed card's top-left (inside the card: checked against its size)`);

export const cardField = z
  .object({
    key: z.enum(CARD_FIELD_KEYS).describe('what is printed'),
    side: z.enum(CARD_SIDES),
    x: inCard('x'),
    y: inCard("y (the text's baseline)"),
    fontSize: z
      .number()
      .min(CARD_FONT_MIN_PT)
      .max(CARD_FONT_MAX_PT)
      .refine(hasOneDecimal, {
        error: 'at most one decimal',
        params: words('最多一位小数', 'may have at most one decimal'),
      })
      .meta({ multipleOf: 0.1 })
      .meta({ multipleOf: 0.1 })
      .describe(`font size in pt, ${CARD_FONT_MIN_PT} … ${CARD_FONT_MAX_PT}`),
    bold: z.boolean().default(false),
    align: z
      .enum(CARD_ALIGNS)
      .default('left')
      .describe('the anchor x is the left end, the middle or the right end of the text'),
    color: z
      .string()
      .max(7)
      .refine((v) => CARD_COLOR_PATTERN.test(v), {
        error: 'a colour #rrggbb',
        params: words('应为 #RRGGBB 格式的颜色', 'must be a colour written #rrggbb'),
      })
      .default('#222222'),
  })
  .strict();

export const cardPrice = z
  .object({
    quantity: z.number().int().min(1).max(CARD_QUANTITY_MAX).describe('cards'),
    price: yuan('price of that quantity in yuan, e.g. "45.00"'),
  })
  .strict();

const templateShape = {
  name: cardName('cn'),
  nameEn: cardName('en'),
  sizeId: rowId('a card size of the branch'),
  frontImage: z
    .string()
    .max(300)
    .default('')
    .describe("the front's image: an upload address of the branch, '' for none"),
  backImage: z.string().max(300).default('').describe("the back's image: an upload address of the branch, '' for none"),
  fields: z
    .array(cardField)
    .max(CARD_FIELDS_MAX)
    .refine((fs) => new Set(fs.map((f) => `${f.side}:${f.key}`)).size === fs.length, {
      error: 'each field at most once per side',
      params: words('同一面的每个字段只能出现一次', 'may name each field at most once per side'),
    })
    .default([])
    .describe('the fields printed'),
  paper: z.enum(CARD_PAPERS).describe('default paper'),
  finish: z.enum(CARD_FINISHES).describe('default finish'),
  prices: z
    .array(cardPrice)
    .max(CARD_PRICES_MAX)
    .refine((ps) => ps.every((p, i) => i === 0 || p.quantity > ps[i - 1].quantity), {
      error: 'quantities strictly increasing',
      params: words('数量必须从小到大且不能重复', 'must list quantities from small to large, each once'),
    })
    .default([])
    .describe('prices by quantity, quantities strictly increasing; none: the price is asked for'),
  status: status.default(1),
};

export const cardTemplateRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  size: cardSizeOption,
  frontImage: z.string(),
  backImage: z.string(),
  fields: z.array(cardField),
  paper: z.string(),
  finish: z.string(),
  prices: z.array(z.object({ quantity: z.number().int(), price: moneyString })),
  priceFrom: moneyString.nullable().describe('the lowest price of any quantity'),
  status: z.number().int(),
  sort: z.number().int(),
  version: z.number().int(),
});
export type CardTemplateRow = z.infer<typeof cardTemplateRow>;

export const cardTemplateListQuery = listQuery(CARD_TEMPLATE_SORTS, {
  q: z.string().trim().max(CARD_SEARCH_MAX).optional().describe('name (cn or en) contains'),
  sizeId: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('only templates of this size'),
  status: csvOf(CARD_STATUSES).optional().describe('1 enabled, 0 disabled'),
});

export const CardTemplates = defineCall({
  method: 'GET',
  path: '/api/Card/Templates',
  summary: "The branch's card templates with their size: one page, the filtered total",
  mark: M.cardTemplateList,
  query: cardTemplateListQuery,
  data: listData(cardTemplateRow, {}),
});

const TEMPLATE_RULES = [
  'fields: each inside the card of sizeId, each key at most once per side',
  'frontImage, backImage: an image this branch uploaded, or empty',
];

export const AddCardTemplate = defineCall({
  method: 'POST',
  path: '/api/Card/AddTemplate',
  summary: 'Adds a card template; its size must be of the branch and every field inside the card',
  mark: M.cardTemplateEdit,
  rules: TEMPLATE_RULES,
  body: z.object(templateShape).strict(),
  data: cardTemplateRow,
});

export const ChangeCardTemplate = defineCall({
  method: 'POST',
  path: '/api/Card/ChangeTemplate',
  summary: 'Changes a card template; refused when it changed since `version`',
  mark: M.cardTemplateEdit,
  rules: TEMPLATE_RULES,
  body: z.object({ id: rowId('the template'), version, ...templateShape }).strict(),
  data: cardTemplateRow,
});

export const SetCardTemplateStatus = defineCall({
  method: 'POST',
  path: '/api/Card/SetTemplateStatus',
  summary: 'Enables or disables a card template',
  mark: M.cardTemplateEdit,
  body: z.object({ id: rowId('the template'), version, status }).strict(),
  data: cardTemplateRow,
});

export const RemoveCardTemplate = defineCall({
  method: 'POST',
  path: '/api/Card/RemoveTemplate',
  summary: 'Removes a card template',
  mark: M.cardTemplateEdit,
  body: z.object({ id: rowId('the template'), version }).strict(),
  data: z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Public read

/** A template as the shop shows it: no status, order or version; its size without a status. */
export const publicCardTemplate = cardTemplateRow
  .pick({
    id: true,
    name: true,
    nameEn: true,
    frontImage: true,
    backImage: true,
    fields: true,
    paper: true,
    finish: true,
    prices: true,
  })
  .extend({ size: cardSizeOption.omit({ status: true }) });

export const PublicCardTemplates = defineCall({
  method: 'GET',
  path: '/api/Public/CardTemplates',
  summary: "The branch's enabled card templates whose size is enabled, in order, for the shop",
  mark: 'public',
  query: publicQuery({}),
  data: z.array(publicCardTemplate),
});
