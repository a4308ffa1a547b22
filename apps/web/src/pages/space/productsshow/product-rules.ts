import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_NAMES,
  PRODUCT_ON_SALE,
  PRODUCT_SEARCH_MAX,
  PRODUCT_SORTS,
} from '@bo/contract';
import { csvRule, textRule, type ListRules } from '../../../components/data-table/list-state';
import { wordOf } from '../../../locales/words';

export const PRODUCTS_ROUTE = '/space/productsshow';
export const PRODUCTS_TABLE = 'products';
export const PRODUCT_EDIT_MARK = 'product:edit';

/** The product list's URL words, exactly the contract's (products.ts productListQuery). */
export const PRODUCT_RULES: ListRules = {
  sorts: PRODUCT_SORTS,
  filters: { q: textRule(PRODUCT_SEARCH_MAX), category: csvRule(PRODUCT_CATEGORIES), onSale: csvRule(PRODUCT_ON_SALE) },
};

/** A category's name in the console's language (the word itself when unknown). */
export const categoryName = (c: string, lang: string) => wordOf(PRODUCT_CATEGORY_NAMES, c, lang);
