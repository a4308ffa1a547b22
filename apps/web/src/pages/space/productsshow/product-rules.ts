import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_NAMES,
  PRODUCT_ON_SALE,
  PRODUCT_SEARCH_MAX,
  PRODUCT_SORTS,
  type ProductCategory,
} from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';
import { csvRule, textRule, type ListRules } from '../../../components/data-table/list-state';

export const PRODUCTS_ROUTE = '/space/productsshow';
export const PRODUCTS_TABLE = 'products';
export const PRODUCT_EDIT_MARK = 'product:edit';

/** The product list's URL words, exactly the contract's (products.ts productListQuery). */
export const PRODUCT_RULES: ListRules = {
  sorts: PRODUCT_SORTS,
  filters: { q: textRule(PRODUCT_SEARCH_MAX), category: csvRule(PRODUCT_CATEGORIES), onSale: csvRule(PRODUCT_ON_SALE) },
};

/** A category's name in the console's language (the word itself when unknown). */
export const categoryName = (c: string, lang: string) =>
  c in PRODUCT_CATEGORY_NAMES
    ? pickLang(lang, PRODUCT_CATEGORY_NAMES[c as ProductCategory].cn, PRODUCT_CATEGORY_NAMES[c as ProductCategory].en)
    : c;
