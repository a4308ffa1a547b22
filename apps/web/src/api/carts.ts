import { callAddress, type CartList, type SetCartAbandonDays } from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the carts page's bundle. */
const LIST = callAddress<typeof CartList>('GET', '/api/Cart/List');
const SET_DAYS = callAddress<typeof SetCartAbandonDays>('POST', '/api/Cart/SetAbandonDays');

/** One page of the shop users' carts, the filtered total, summed quantity and amount, and the branch's abandon days. */
export const listCarts = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;

/** Sent `quiet`: the setting's own popover shows a refusal. */
export const setCartAbandonDays = async (days: number) =>
  (await call(SET_DAYS, { body: { days } }, { quiet: true })).data;
