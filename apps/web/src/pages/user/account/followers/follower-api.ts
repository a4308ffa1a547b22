import {
  callAddress,
  type ExportProgress,
  type GetWxuser,
  type ReloadResult,
  type WeChatBindingClient,
  type WeChatUnBundingClient,
} from '@bo/contract';
import { call } from '../../../../api/http';
import { runStreamedCall } from '../../../../api/read-export';

/** By address only: the definitions' zod schemas stay out of the tab's bundle. */
const LIST = callAddress<typeof GetWxuser>('GET', '/api/UManage/GetWxuser');
const BIND = callAddress<typeof WeChatBindingClient>('POST', '/api/UManage/weChatBindingClient');
const UNBIND = callAddress<typeof WeChatUnBundingClient>('POST', '/api/UManage/weChatUnBundingClient');

/** One page of the branch's WeChat followers and the filtered total (the list words in the query). */
export const listFollowers = async (query: Record<string, string | number>) =>
  (await call(LIST, { query: query })).data;

/** Writes go out `quiet`: the dialog that made them shows a refusal itself and stays open. */
export const bindFollower = async (id: number, version: number, guestcode: string) =>
  (await call(BIND, { body: { id, version, guestcode } }, { quiet: true })).data;
export const unbindFollower = async (id: number, version: number) =>
  (await call(UNBIND, { body: { id, version } }, { quiet: true })).data;

/**
 * The two reloads stream their progress in export frames (contract wechat.ts) and end with what
 * they found; a failure is an ExportFailure (`server`: the server's message, nothing changed).
 */
type OnProgress = (p: ExportProgress) => void;
export const reloadFollowers = (onProgress: OnProgress = () => {}) =>
  runStreamedCall<ReloadResult>('/api/UManage/ReloadSubscribe', {}, { onProgress });
export const reloadProfiles = (onProgress: OnProgress = () => {}) =>
  runStreamedCall<ReloadResult>('/api/UManage/ReloadWxuser', {}, { onProgress });
