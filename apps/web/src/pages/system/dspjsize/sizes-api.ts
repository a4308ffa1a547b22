import {
  callAddress,
  type BodyOf,
  type AddCardSize,
  type CardSizeOptions,
  type CardSizes,
  type ChangeCardSize,
  type ProductSizeOptions,
  type RemoveCardSize,
  type SetCardSizeStatus,
} from '@bo/contract';
import { call } from '../../../api/http';

/** By address only: the definitions' zod schemas stay out of the pages' bundles. */
const SIZES = callAddress<typeof CardSizes>('GET', '/api/Card/Sizes');
const ADD = callAddress<typeof AddCardSize>('POST', '/api/Card/AddSize');
const CHANGE = callAddress<typeof ChangeCardSize>('POST', '/api/Card/ChangeSize');
const STATUS = callAddress<typeof SetCardSizeStatus>('POST', '/api/Card/SetSizeStatus');
const REMOVE = callAddress<typeof RemoveCardSize>('POST', '/api/Card/RemoveSize');
const OPTIONS_FOR_TEMPLATES = callAddress<typeof CardSizeOptions>('GET', '/api/Card/SizeOptions');
const OPTIONS_FOR_PRODUCTS = callAddress<typeof ProductSizeOptions>('GET', '/api/Product/SizeOptions');

/** What an add sends, as the contract defines it; a change sends the same with the row's id and version. */
export type SizeBody = BodyOf<typeof AddCardSize>;

export const listSizes = async (query: Record<string, string | number>) => (await call(SIZES, { query: query })).data;
// Writes are quiet: the dialog or the row that made them shows a refusal where it happened.
export const addSize = async (body: SizeBody) => (await call(ADD, { body }, { quiet: true })).data;
export const changeSize = async (body: BodyOf<typeof ChangeCardSize>) =>
  (await call(CHANGE, { body }, { quiet: true })).data;
export const setSizeStatus = async (body: { id: number; version: number; status: 0 | 1 }) =>
  (await call(STATUS, { body }, { quiet: true })).data;
export const removeSize = async (body: { id: number; version: number }) =>
  (await call(REMOVE, { body }, { quiet: true })).data;
/** Every size of the branch, in order (the template editor's and the product editor's choice: each page has its own call and mark). */
export const templateSizeOptions = async () => (await call(OPTIONS_FOR_TEMPLATES)).data;
export const productSizeOptions = async () => (await call(OPTIONS_FOR_PRODUCTS)).data;
