import { queryOptions } from '@tanstack/react-query';
import { callAddress, type GetSettings, type SaveSettings, type SettingsAnswer, type UserInfo } from '@bo/contract';
import { call } from '../../../api/http';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const READ = callAddress<typeof GetSettings>('GET', '/api/Setting/Get');
const SAVE = callAddress<typeof SaveSettings>('POST', '/api/Setting/Save');

export const getSettings = async (): Promise<SettingsAnswer> => (await call(READ)).data;
// Quiet: the page shows a refusal above the form.
export const saveSettings = async (body: { settings: SettingsAnswer['settings']; version: number }) =>
  (await call(SAVE, { body }, { quiet: true })).data;

/** Keys under ['system-settings', gscode]: a branch switch never shows another branch's settings. */
export const settingQueries = {
  settings: (u: UserInfo) =>
    queryOptions({ queryKey: ['system-settings', u.gscode] as const, queryFn: getSettings, staleTime: 0 }),
};
