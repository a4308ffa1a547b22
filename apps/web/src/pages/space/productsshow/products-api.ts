import {
  callAddress,
  type BodyOf,
  type AddProduct,
  type ChangeProduct,
  type Products,
  type RemoveProduct,
  type ReorderProducts,
  type SetProductOnSale,
} from '@bo/contract';
import { call } from '../../../api/http';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const LIST = callAddress<typeof Products>('GET', '/api/Product/List');
const ADD = callAddress<typeof AddProduct>('POST', '/api/Product/Add');
const CHANGE = callAddress<typeof ChangeProduct>('POST', '/api/Product/Change');
const ON_SALE = callAddress<typeof SetProductOnSale>('POST', '/api/Product/SetOnSale');
const REMOVE = callAddress<typeof RemoveProduct>('POST', '/api/Product/Remove');
const REORDER = callAddress<typeof ReorderProducts>('POST', '/api/Product/Reorder');

/** What an add sends, as the contract defines it; a change sends the same with the row's id and version. */
export type ProductBody = BodyOf<typeof AddProduct>;

export const listProducts = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;
// Writes are quiet: the dialog, drawer or row that made them shows a refusal where it happened.
export const addProduct = async (body: ProductBody) => (await call(ADD, { body }, { quiet: true })).data;
export const changeProduct = async (body: BodyOf<typeof ChangeProduct>) =>
  (await call(CHANGE, { body }, { quiet: true })).data;
export const setProductOnSale = async (body: { id: number; version: number; onSale: 0 | 1 }) =>
  (await call(ON_SALE, { body }, { quiet: true })).data;
export const removeProduct = async (body: { id: number; version: number }) =>
  (await call(REMOVE, { body }, { quiet: true })).data;
export const reorderProducts = async (ids: number[]) => (await call(REORDER, { body: { ids } }, { quiet: true })).data;
