import { callAddress, type Clients, type SetClientStatus } from '@bo/contract';
import { call } from '../../../../api/http';

/** By address only: the definitions' zod schemas stay out of the tab's bundle. */
const LIST = callAddress<typeof Clients>('GET', '/api/UManage/Clients');
const STATUS = callAddress<typeof SetClientStatus>('POST', '/api/UManage/SetClientStatus');

/** One page of the branch's clients with their credit and last order, and the filtered total (the list words go in the query: Clients is a GET). */
export const listClients = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;

/** Goes out `quiet`: the confirmation that made it shows a refusal itself and stays open. */
export const setClientStatus = async (id: number, version: number, status: 0 | 1) =>
  (await call(STATUS, { body: { id, version, status } }, { quiet: true })).data;
