import {
  callAddress,
  type AccountBindingClient,
  type Getzhuser,
  type Register,
  type RegisterBody,
  type BatchSetShopAccountStatus,
  type SetShopAccountStatus,
  type Users,
} from '@bo/contract';
import { call } from '../../../../api/http';

/** By address only: the definitions' zod schemas stay out of the tab's bundle. */
const LIST = callAddress<typeof Users>('POST', '/api/UManage/Users');
const REGISTER = callAddress<typeof Register>('POST', '/api/UManage/Register');
const LOOKUP = callAddress<typeof Getzhuser>('GET', '/api/UManage/Getzhuser');
const BIND = callAddress<typeof AccountBindingClient>('POST', '/api/UManage/accountBindingClient');
const STATUS = callAddress<typeof SetShopAccountStatus>('POST', '/api/UManage/SetShopAccountStatus');
const BATCH_STATUS = callAddress<typeof BatchSetShopAccountStatus>('POST', '/api/UManage/BatchSetShopAccountStatus');

/** One page of the branch's shop accounts and the filtered total (the list words go in the body: Users is a POST). */
export const listShopAccounts = async (query: Record<string, string | number>) =>
  (await call(LIST, { body: query })).data;

/** Shop accounts whose name, mobile or nickname contains the words (pickers). */
export const lookUpShopAccounts = async (q: string) => (await call(LOOKUP, { query: { q } })).data;

/** Writes go out `quiet`: the dialog that made them shows a refusal itself and stays open. */
export const registerShopAccount = async (body: RegisterBody) => (await call(REGISTER, { body }, { quiet: true })).data;
export const bindShopAccount = async (id: number, version: number, guestcode: string | null) =>
  (await call(BIND, { body: { id, version, guestcode } }, { quiet: true })).data;
export const setShopAccountStatus = async (id: number, version: number, status: 0 | 1) =>
  (await call(STATUS, { body: { id, version, status } }, { quiet: true })).data;

/** Enables or disables the shop accounts picked; `quiet`: the batch dialog shows a refusal. */
export const batchSetShopAccountStatus = async (items: { id: number; version: number }[], status: 0 | 1) =>
  (await call(BATCH_STATUS, { body: { items, status } }, { quiet: true })).data;
