import {
  callAddress,
  type BatchSetClientStatus,
  type ClientSalespeople,
  type Clients,
  type SetClientSalesperson,
  type SetClientStatus,
} from '@bo/contract';
import { call } from '../../../../api/http';

/** By address only: the definitions' zod schemas stay out of the tab's bundle. */
const LIST = callAddress<typeof Clients>('GET', '/api/UManage/Clients');
const STATUS = callAddress<typeof SetClientStatus>('POST', '/api/UManage/SetClientStatus');
const BATCH_STATUS = callAddress<typeof BatchSetClientStatus>('POST', '/api/UManage/BatchSetClientStatus');
const SALESPEOPLE = callAddress<typeof ClientSalespeople>('GET', '/api/UManage/ClientSalespeople');
const ASSIGN = callAddress<typeof SetClientSalesperson>('POST', '/api/UManage/SetClientSalesperson');

/** One page of the branch's clients with their credit and last order, and the filtered total (the list words go in the query: Clients is a GET). */
export const listClients = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;

/** Goes out `quiet`: the confirmation that made it shows a refusal itself and stays open. */
export const setClientStatus = async (id: number, version: number, status: 0 | 1) =>
  (await call(STATUS, { body: { id, version, status } }, { quiet: true })).data;

/** Enables or disables the clients picked; `quiet`: the batch dialog shows a refusal. */
export const batchSetClientStatus = async (items: { id: number; version: number }[], status: 0 | 1) =>
  (await call(BATCH_STATUS, { body: { items, status } }, { quiet: true })).data;

/** Who a client can be given to: the branch's enabled staff accounts. */
export const listClientSalespeople = async () => (await call(SALESPEOPLE, {})).data;

/** Gives the client to a salesperson, or to nobody (null); `quiet` like the status change. */
export const setClientSalesperson = async (id: number, version: number, salesperson: number | null) =>
  (await call(ASSIGN, { body: { id, version, salesperson } }, { quiet: true })).data;
