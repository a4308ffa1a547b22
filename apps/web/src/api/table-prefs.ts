import {
  callAddress,
  type GetTablePrefs,
  type ResetTablePrefs,
  type SaveTablePrefs,
  type TablePrefs,
} from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of every list page's bundle. */
const GET = callAddress<typeof GetTablePrefs>('GET', '/api/Table/GetPrefs');
const SAVE = callAddress<typeof SaveTablePrefs>('POST', '/api/Table/SavePrefs');
const RESET = callAddress<typeof ResetTablePrefs>('POST', '/api/Table/ResetPrefs');

/** The signed-in user's column choice of one table, kept on the server (null: never saved). */
export const getTablePrefs = async (table: string) => (await call(GET, { query: { table } })).data;
export const saveTablePrefs = async (table: string, prefs: TablePrefs) =>
  (await call(SAVE, { body: { table, prefs } })).data;
export const resetTablePrefs = async (table: string) => {
  await call(RESET, { body: { table } });
};
