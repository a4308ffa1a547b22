import {
  callAddress,
  type AddSwitchGrant,
  type BatchRemoveLogin,
  type GetXtCompany,
  type GetXtUsers,
  type RemoveLogin,
  type RemoveStaff,
  type RemoveSwitchGrant,
  type ResetStaffPassword,
  type SetRole,
  type SetStaffStatus,
  type StaffSaveBody,
  type UpXtCompany,
  type UpXtUsers,
} from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the staff page's bundle. */
const LIST = callAddress<typeof GetXtUsers>('GET', '/api/LAdmin/get_xt_users');
const SAVE = callAddress<typeof UpXtUsers>('POST', '/api/LAdmin/upxtusers');
const STATUS = callAddress<typeof SetStaffStatus>('POST', '/api/LAdmin/SetStaffStatus');
const RESET = callAddress<typeof ResetStaffPassword>('POST', '/api/LAdmin/ResetStaffPassword');
const ROLE = callAddress<typeof SetRole>('POST', '/api/UManage/SetRole');
const REMOVE = callAddress<typeof RemoveStaff>('POST', '/api/LAdmin/RemoveStaff');
const SIGN_OUT = callAddress<typeof RemoveLogin>('POST', '/api/UManage/RemoveLogin');
const SIGN_OUT_MANY = callAddress<typeof BatchRemoveLogin>('POST', '/api/UManage/batchRemoveLogin');
const GRANT = callAddress<typeof AddSwitchGrant>('POST', '/api/LAdmin/AddSwitchGrant');
const REVOKE = callAddress<typeof RemoveSwitchGrant>('POST', '/api/LAdmin/RemoveSwitchGrant');
const COMPANY = callAddress<typeof GetXtCompany>('GET', '/api/LAdmin/get_xt_company');
const SAVE_COMPANY = callAddress<typeof UpXtCompany>('POST', '/api/LAdmin/upxtcompany');

/** One page of the branch's accounts, the filtered total and the branch's roles. */
export const listStaff = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;

/**
 * Writes go out `quiet`: the dialog that made them shows a refusal itself (beside the field it
 * is about, or at the top of the dialog) and stays open, so nothing typed is lost.
 */
export const saveStaff = async (body: StaffSaveBody) => (await call(SAVE, { body }, { quiet: true })).data;
export const setStaffStatus = async (id: number, status: 0 | 1) =>
  (await call(STATUS, { body: { id, status } }, { quiet: true })).data;
export const resetStaffPassword = async (id: number, password: string) =>
  (await call(RESET, { body: { id, password } }, { quiet: true })).data;
export const setStaffRole = async (id: number, roleCode: string) =>
  (await call(ROLE, { body: { id, roleCode } }, { quiet: true })).data;
export const removeStaff = async (id: number) => (await call(REMOVE, { body: { id } }, { quiet: true })).data;
export const signOutStaff = async (id: number) => (await call(SIGN_OUT, { body: { id } }, { quiet: true })).data;
export const signOutStaffMany = async (ids: number[]) =>
  (await call(SIGN_OUT_MANY, { body: { ids } }, { quiet: true })).data;
export const addSwitchGrant = async (id: number, granteeGscode: string, granteeUserName: string) =>
  (await call(GRANT, { body: { id, granteeGscode, granteeUserName } }, { quiet: true })).data;
export const removeSwitchGrant = async (id: number) => (await call(REVOKE, { body: { id } }, { quiet: true })).data;

export const getCompany = async () => (await call(COMPANY)).data;
export const saveCompany = async (body: { longname: string; name: string; logo?: string }) =>
  (await call(SAVE_COMPANY, { body }, { quiet: true })).data;
