import { PRODUCT_CATEGORIES, type ProductRow } from '@bo/contract';
import { flagOf } from '../../../lib/flag';

export interface ProductValues {
  name: string;
  nameEn: string;
  category: string;
  images: string[];
  sizeIds: number[];
  papers: string[];
  finishes: string[];
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
        category: product.category,
        images: product.images,
        sizeIds: product.specs.sizeIds,
        papers: product.specs.papers,
        finishes: product.specs.finishes,
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
