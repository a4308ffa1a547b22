import { z } from 'zod';
import { defineCall } from './call.js';
import { CARD_FINISHES, CARD_PAPERS } from './card-words.js';
import { cardSizeOption } from './cards.js';
import { csvOf, listData, listQuery } from './list.js';
import { M } from './perms.js';
import { publicQuery } from './public-read.js';
import { moneyString } from './reports.js';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_ON_SALE,
  PRODUCT_REORDER_MAX,
  PRODUCT_SEARCH_MAX,
  PRODUCT_SORTS,
} from './product-words.js';
import { rowId, seenVersion, yuan, YUAN_PATTERN } from './fields.js';

/**
 * Products shown in the shop (/space/productsshow, issue 13 #4): names cn/en, a category, up to
 * PRODUCT_IMAGES_MAX ordered images (upload addresses of the branch), specs (card sizes of the
 * branch, papers and finishes from the fixed lists), a price range in yuan (min ≤ max), on sale
 * or not, and the place in the shop's order (Reorder saves the order of every product at once).
 * Always of the session's branch; another branch's id is "not found"; every change sends the
 * version the user saw (changed meanwhile → 409).
 */
export * from './product-words.js';

const words = (cn: string, en: string) => ({ rule: 'words' as const, cn, en });
const version = seenVersion('the version the user saw (changed meanwhile → 409)');
const productName = (lang: string) =>
  z.string().trim().min(1).max(PRODUCT_NAME_MAX).describe(`name (${lang}), 1 … ${PRODUCT_NAME_MAX} characters`);
const price = (what: string) => yuan(`${what} in yuan, e.g. "45.00"`);
const distinct = <T>(xs: T[]) => new Set(xs).size === xs.length;
const once = { error: 'each at most once', params: words('不能重复', 'may name each at most once') };

export const productSpecs = z
  .object({
    sizeIds: z
      .array(rowId('a card size of the branch'))
      .max(50)
      .refine(distinct, once)
      .meta({ uniqueItems: true })
      .default([]),
    papers: z
      .array(z.enum(CARD_PAPERS))
      .max(CARD_PAPERS.length)
      .refine(distinct, once)
      .meta({ uniqueItems: true })
      .default([]),
    finishes: z
      .array(z.enum(CARD_FINISHES))
      .max(CARD_FINISHES.length)
      .refine(distinct, once)
      .meta({ uniqueItems: true })
      .default([]),
  })
  .strict();

const productShape = {
  name: productName('cn'),
  nameEn: productName('en'),
  category: z.enum(PRODUCT_CATEGORIES),
  images: z
    .array(z.string().min(1).max(300))
    .max(PRODUCT_IMAGES_MAX)
    .refine(distinct, once)
    .meta({ uniqueItems: true })
    .default([])
    .describe(`upload addresses of the branch, in the order shown, at most ${PRODUCT_IMAGES_MAX}`),
  specs: productSpecs.default({ sizeIds: [], papers: [], finishes: [] }),
  priceMin: price('lowest price'),
  priceMax: price('highest price'),
  onSale: z.number().int().min(0).max(1).default(1).describe('1 on sale (shown in the shop), 0 not'),
};

const rangeFits = (p: { priceMin: string; priceMax: string }, ctx: z.RefinementCtx) => {
  if (YUAN_PATTERN.test(p.priceMin) && YUAN_PATTERN.test(p.priceMax) && Number(p.priceMin) > Number(p.priceMax)) {
    ctx.addIssue({
      code: 'custom',
      path: ['priceMax'],
      message: 'at least the lowest price',
      params: words('不能低于最低价', 'may not be below the lowest price'),
    });
  }
};

export const productRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  category: z.string(),
  images: z.array(z.string()),
  specs: z.object({ sizeIds: z.array(z.number().int()), papers: z.array(z.string()), finishes: z.array(z.string()) }),
  sizes: z.array(cardSizeOption).describe('the sizes of specs.sizeIds that still exist, in that order'),
  priceMin: moneyString,
  priceMax: moneyString,
  onSale: z.number().int(),
  sort: z.number().int(),
  version: z.number().int(),
});
export type ProductRow = z.infer<typeof productRow>;

export const productListQuery = listQuery(PRODUCT_SORTS, {
  q: z.string().trim().max(PRODUCT_SEARCH_MAX).optional().describe('name (cn or en) contains'),
  category: csvOf(PRODUCT_CATEGORIES).optional(),
  onSale: csvOf(PRODUCT_ON_SALE).optional().describe('1 on sale, 0 not'),
});

export const Products = defineCall({
  method: 'GET',
  path: '/api/Product/List',
  summary: "The branch's products in the shop's order (or sorted): one page, the filtered total",
  mark: M.productList,
  query: productListQuery,
  data: listData(productRow, {}),
});

const PRODUCT_RULES = ['priceMax: at least priceMin', 'images: each an image this branch uploaded'];

export const AddProduct = defineCall({
  method: 'POST',
  path: '/api/Product/Add',
  summary: 'Adds a product at the end of the order',
  mark: M.productEdit,
  rules: PRODUCT_RULES,
  body: z.object(productShape).strict().superRefine(rangeFits),
  data: productRow,
});

export const ChangeProduct = defineCall({
  method: 'POST',
  path: '/api/Product/Change',
  summary: 'Changes a product; refused when it changed since `version`',
  mark: M.productEdit,
  rules: PRODUCT_RULES,
  body: z
    .object({ id: rowId('the product'), version, ...productShape })
    .strict()
    .superRefine(rangeFits),
  data: productRow,
});

export const SetProductOnSale = defineCall({
  method: 'POST',
  path: '/api/Product/SetOnSale',
  summary: 'Puts a product on sale or takes it off',
  mark: M.productEdit,
  body: z.object({ id: rowId('the product'), version, onSale: z.number().int().min(0).max(1) }).strict(),
  data: productRow,
});

export const RemoveProduct = defineCall({
  method: 'POST',
  path: '/api/Product/Remove',
  summary: 'Removes a product',
  mark: M.productEdit,
  body: z.object({ id: rowId('the product'), version }).strict(),
  data: z.object({ id: z.number().int() }),
});

export const ReorderProducts = defineCall({
  method: 'POST',
  path: '/api/Product/Reorder',
  summary: "Sets the shop's order of every product of the branch; refused when the list changed meanwhile",
  mark: M.productEdit,
  body: z
    .object({
      ids: z
        .array(rowId('a product'))
        .min(1)
        .max(PRODUCT_REORDER_MAX)
        .refine(distinct, once)
        .meta({ uniqueItems: true })
        .describe('every product of the branch, each once, in the new order'),
    })
    .strict(),
  data: z.object({
    ids: z.array(z.number().int()),
    changed: z.number().int().describe('products whose place changed'),
  }),
});

export const ProductSizeOptions = defineCall({
  method: 'GET',
  path: '/api/Product/SizeOptions',
  summary: "Every card size of the branch, in order, for a product's specs",
  mark: M.productList,
  data: z.array(cardSizeOption),
});

// ---------------------------------------------------------------------------------------------
// Public read

export const publicProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  category: z.string(),
  images: z.array(z.string()),
  specs: z.object({
    sizes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        nameEn: z.string(),
        widthMm: z.number(),
        heightMm: z.number(),
      }),
    ),
    papers: z.array(z.string()),
    finishes: z.array(z.string()),
  }),
  priceMin: moneyString,
  priceMax: moneyString,
});

export const PublicProducts = defineCall({
  method: 'GET',
  path: '/api/Public/Products',
  summary: "The branch's products on sale, in the shop's order, optionally of one category",
  mark: 'public',
  query: publicQuery({
    category: z
      .enum(['', ...PRODUCT_CATEGORIES])
      .optional()
      .describe("only this category ('' or left out: all)"),
  }),
  data: z.array(publicProduct),
});
