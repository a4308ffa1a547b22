import { callAddress, type ForceLogout, type OnlineUsers } from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const ONLINE_USERS = callAddress<typeof OnlineUsers>('GET', '/api/System/OnlineUsers');
const FORCE_LOGOUT = callAddress<typeof ForceLogout>('POST', '/api/System/ForceLogout');

/** One page of the branch's open sessions and the filtered total. */
export const listOnlineUsers = async (query: Record<string, string | number>) =>
  (await call(ONLINE_USERS, { query })).data;

/** Ends one open session of the branch; answers whose it was. */
export const forceLogout = async (sessionId: number) =>
  (await call(FORCE_LOGOUT, { body: { sessionId } }, { quiet: true })).data;
