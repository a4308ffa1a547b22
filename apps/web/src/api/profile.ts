import {
  callAddress,
  type ChangePassword,
  type EndOtherSessions,
  type EndOwnSession,
  type OwnSessions,
  type OwnSignIns,
  type ProfileUpdate,
  type UpdateUser,
  type UserProfile,
} from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the personal center's bundle. */
const USER_PROFILE = callAddress<typeof UserProfile>('GET', '/api/UManage/UserProfile');
const UPDATE_USER = callAddress<typeof UpdateUser>('POST', '/api/UManage/UpdateUser');
const CHANGE_PASSWORD = callAddress<typeof ChangePassword>('POST', '/api/UManage/ChangePassword');
const OWN_SESSIONS = callAddress<typeof OwnSessions>('GET', '/api/UManage/OwnSessions');
const END_OWN_SESSION = callAddress<typeof EndOwnSession>('POST', '/api/UManage/EndOwnSession');
const END_OTHER_SESSIONS = callAddress<typeof EndOtherSessions>('POST', '/api/UManage/EndOtherSessions');
const OWN_SIGN_INS = callAddress<typeof OwnSignIns>('GET', '/api/UManage/OwnSignIns');

/** One's own profile: nickname, avatar, phone, e-mail, with the branch and role. */
export const getOwnProfile = async () => (await call(USER_PROFILE)).data;

/** Quiet: the form shows a refusal itself, beside the fields. */
export const updateOwnProfile = async (body: ProfileUpdate) =>
  (await call(UPDATE_USER, { body }, { quiet: true })).data;

/** Quiet: the password form shows a refusal (wrong current password, a rule) itself. */
export const changeOwnPassword = async (oldPassword: string, newPassword: string) =>
  (await call(CHANGE_PASSWORD, { body: { oldPassword, newPassword } }, { quiet: true })).data;

export const getOwnSessions = async () => (await call(OWN_SESSIONS)).data;
export const endOwnSession = async (id: number) => (await call(END_OWN_SESSION, { body: { id } })).data;
export const endOtherSessions = async () => (await call(END_OTHER_SESSIONS)).data;
export const getOwnSignIns = async () => (await call(OWN_SIGN_INS)).data;
