import {
  callAddress,
  type CancelQuery,
  type DatabaseActivity,
  type DatabaseInfo,
  type DatabaseLocks,
  type DatabaseTables,
  type ServerStatus,
} from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the maintenance pages' bundles. */
const SERVERS = callAddress<typeof ServerStatus>('GET', '/api/Safeguard/Servers');
const INFO = callAddress<typeof DatabaseInfo>('GET', '/api/Safeguard/Database');
const TABLES = callAddress<typeof DatabaseTables>('GET', '/api/Safeguard/Tables');
const ACTIVITY = callAddress<typeof DatabaseActivity>('GET', '/api/Safeguard/Activity');
const LOCKS = callAddress<typeof DatabaseLocks>('GET', '/api/Safeguard/Locks');
const CANCEL = callAddress<typeof CancelQuery>('POST', '/api/Safeguard/CancelQuery');

/** Every server process sharing the database with its figures and last hour, or `platform: false` for another branch. */
export const serverStatus = async () => (await call(SERVERS)).data;
/** The database's overview, or `platform: false` for a branch that is not the platform owner's. */
export const databaseInfo = async () => (await call(INFO)).data;
export const listDatabaseTables = async (query: Record<string, string | number>) =>
  (await call(TABLES, { query: query })).data;
export const listDatabaseActivity = async (query: Record<string, string | number>) =>
  (await call(ACTIVITY, { query: query })).data;
export const listDatabaseLocks = async (query: Record<string, string | number>) =>
  (await call(LOCKS, { query: query })).data;
/** Sent `quiet`: the page says what happened. */
export const cancelQuery = async (pid: number) => (await call(CANCEL, { body: { pid } }, { quiet: true })).data;
