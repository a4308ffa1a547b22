import {
  PRODUCT_CATEGORIES,
  type CardFinish,
  type CardPaper,
  type ProductCategory,
  type ProductRow,
} from '@bo/contract';
import { flagOf } from '../../../lib/flag';

export interface ProductValues {
  name: string;
  nameEn: string;
  category: ProductCategory;
  images: string[];
  sizeIds: number[];
  papers: CardPaper[];
  finishes: CardFinish[];
  priceMin: string;
  priceMax: string;
  onSale: boolean;
}

/** The editor's starting values: the product's own, or an empty one on sale. */
export function initialOf(product: ProductRow | null): ProductValues {
  return product
    ? {
        name: product.name,
        nameEn: product.nameEn,
        // A row reads its words as text; the editor offers only the contract's (a word no longer
        // offered is refused on save with the server's message).
        category: product.category as ProductCategory,
        images: product.images,
        sizeIds: product.specs.sizeIds,
        papers: product.specs.papers as CardPaper[],
        finishes: product.specs.finishes as CardFinish[],
        priceMin: product.priceMin,
        priceMax: product.priceMax,
        onSale: product.onSale === 1,
      }
    : {
        name: '',
        nameEn: '',
        category: PRODUCT_CATEGORIES[0],
        images: [],
        sizeIds: [],
        papers: [],
        finishes: [],
        priceMin: '',
        priceMax: '',
        onSale: true,
      };
}

/** The form's values as the add and change calls take them. */
export function bodyOf(v: ProductValues) {
  return {
    name: v.name.trim(),
    nameEn: v.nameEn.trim(),
    category: v.category,
    images: v.images ?? [],
    specs: { sizeIds: v.sizeIds ?? [], papers: v.papers ?? [], finishes: v.finishes ?? [] },
    priceMin: v.priceMin.trim(),
    priceMax: v.priceMax.trim(),
    onSale: flagOf(v.onSale),
  };
}
