import { z } from 'zod';
import { phoneText } from './fields.js';
import { defineCall } from './call.js';
import { LOGIN_REASONS } from './log-words.js';
import { PROFILE_LIMITS } from './profile-words.js';
import { UPLOAD_ADDRESS, UPLOAD_ADDRESS_EXAMPLE } from './uploads.js';

/**
 * The personal center (issue 11 #7): one's own profile, sessions and sign-ins. Every call is
 * about the signed-in account only (the account comes from the session; no call takes one) and
 * needs no mark beyond a session, since every user must be able to change their own password
 * and see who is signed in as them. The password itself changes through ChangePassword (auth.ts).
 */
export * from './profile-words.js';

export const ownProfile = z.object({
  userName: z.string().describe('the account'),
  nickName: z.string(),
  headerImg: z.string().describe('avatar: an upload address of the branch, or empty'),
  phone: z.string(),
  email: z.string(),
  company: z.string().describe("the branch's display name"),
  gscode: z.string(),
  roleName: z.string().describe("the role's name (Chinese)"),
  roleNameEn: z.string().describe("the role's name (English)"),
  operators: z.string().describe('bound operator code, empty when none'),
});
export type OwnProfile = z.infer<typeof ownProfile>;

export const UserProfile = defineCall({
  method: 'GET',
  path: '/api/UManage/UserProfile',
  summary: "One's own profile (nickname, avatar, phone, e-mail) with the account's branch and role",
  mark: null,
  data: ownProfile,
});

export const profileUpdate = z
  .object({
    nickName: z.string().trim().min(1).max(PROFILE_LIMITS.nickName),
    headerImg: z
      .union([z.literal(''), z.string().max(200).regex(UPLOAD_ADDRESS).meta({ example: UPLOAD_ADDRESS_EXAMPLE })])
      .optional()
      .describe('an address answered by POST /api/Upload/Image in this branch, or empty for none; left out: unchanged'),
    phone: phoneText(PROFILE_LIMITS.phone)
      .optional()
      .describe('digits, spaces and + - ( ); empty for none; left out: unchanged'),
    email: z
      .union([z.literal(''), z.email().max(PROFILE_LIMITS.email)])
      .optional()
      .describe('empty for none; left out: unchanged'),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** Spec §7 UManage UpdateUser: one's own nickname, avatar, phone and e-mail. */
export const UpdateUser = defineCall({
  method: 'POST',
  path: '/api/UManage/UpdateUser',
  summary: "Change one's own nickname, avatar (an upload of this branch), phone and e-mail; answers the profile",
  mark: null,
  rules: ['headerImg: an image this branch uploaded, or empty'],
  body: profileUpdate,
  data: ownProfile,
});

export const ownSession = z.object({
  id: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string().describe('ISO timestamp: signed in'),
  lastSeenAt: z.string().describe('ISO timestamp: last used (to within 30 seconds)'),
  current: z.boolean().describe('the session making this request ("this device")'),
});
export type OwnSession = z.infer<typeof ownSession>;

export const OwnSessions = defineCall({
  method: 'GET',
  path: '/api/UManage/OwnSessions',
  summary: "One's own live sessions (this one first, then the most recently used)",
  mark: null,
  data: z.array(ownSession),
});

export const EndOwnSession = defineCall({
  method: 'POST',
  path: '/api/UManage/EndOwnSession',
  summary: "Ends one of one's own other sessions (another device); another account's session is not found",
  mark: null,
  rules: ['id: not the session making the call (sign out instead)'],
  body: z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict(),
  data: z.null(),
});

export const EndOtherSessions = defineCall({
  method: 'POST',
  path: '/api/UManage/EndOtherSessions',
  summary: "Signs out everywhere else: ends every session of one's own account but this one",
  mark: null,
  data: z.object({ ended: z.number().int().describe('sessions ended') }),
});

export const ownSignIn = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO timestamp'),
  ip: z.string(),
  userAgent: z.string(),
  success: z.boolean(),
  reason: z.enum(LOGIN_REASONS),
});
export type OwnSignIn = z.infer<typeof ownSignIn>;

export const OwnSignIns = defineCall({
  method: 'GET',
  path: '/api/UManage/OwnSignIns',
  summary: "The latest sign-ins to one's own account (successful or not), newest first",
  mark: null,
  data: z.array(ownSignIn),
});
