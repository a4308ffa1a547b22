import { callAddress, type GetWxuser, type ReloadSubscribe, type ReloadWxuser, type WeChatBindingClient, type WeChatUnBundingClient } from '@bo/contract';
import { call } from '../../../../api/http';

/** By address only: the definitions' zod schemas stay out of the tab's bundle. */
const LIST = callAddress<typeof GetWxuser>('GET', '/api/UManage/GetWxuser');
const BIND = callAddress<typeof WeChatBindingClient>('POST', '/api/UManage/weChatBindingClient');
const UNBIND = callAddress<typeof WeChatUnBundingClient>('POST', '/api/UManage/weChatUnBundingClient');
const RELOAD_FOLLOWERS = callAddress<typeof ReloadSubscribe>('POST', '/api/UManage/ReloadSubscribe');
const RELOAD_PROFILES = callAddress<typeof ReloadWxuser>('POST', '/api/UManage/ReloadWxuser');

/** One page of the branch's WeChat followers and the filtered total (the list words in the query). */
export const listFollowers = async (query: Record<string, string | number>) => (await call(LIST, { query: query as never })).data;

/** Writes go out `quiet`: the dialog that made them shows a refusal itself and stays open. */
export const bindFollower = async (id: number, version: number, guestcode: string) => (await call(BIND, { body: { id, version, guestcode } }, { quiet: true })).data;
export const unbindFollower = async (id: number, version: number) => (await call(UNBIND, { body: { id, version } }, { quiet: true })).data;

/** The two reloads answer once, at the end, with what they found. */
export const reloadFollowers = async () => (await call(RELOAD_FOLLOWERS, { body: {} }, { quiet: true })).data;
export const reloadProfiles = async () => (await call(RELOAD_PROFILES, { body: {} }, { quiet: true })).data;
