import { queryOptions } from '@tanstack/react-query';
import {
  callAddress,
  type GetWechatSetting,
  type SaveWechatSetting,
  type TestWechatConnection,
  type UserInfo,
  type WechatSettingsSave,
  type WechatTestBody,
} from '@bo/contract';
import { call } from '../../../api/http';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const READ = callAddress<typeof GetWechatSetting>('GET', '/api/Space/GetWechatSetting');
const SAVE = callAddress<typeof SaveWechatSetting>('POST', '/api/Space/SaveWechatSetting');
const TEST = callAddress<typeof TestWechatConnection>('POST', '/api/Space/TestWechatConnection');

export const getWechatSettings = async () => (await call(READ)).data;
// Quiet: the page shows a refusal where it happened (above the form, in the card tested).
export const saveWechatSettings = async (body: WechatSettingsSave) =>
  (await call(SAVE, { body }, { quiet: true })).data;
export const testWechatConnection = async (body: WechatTestBody) => (await call(TEST, { body }, { quiet: true })).data;

/** Keys under ['wechat-settings', gscode]: a branch switch never shows another branch's settings. */
export const wechatQueries = {
  settings: (u: UserInfo) =>
    queryOptions({ queryKey: ['wechat-settings', u.gscode] as const, queryFn: getWechatSettings, staleTime: 0 }),
};
