import { z } from 'zod';
import { defineCall } from './call.js';
import { userInfo } from './auth.js';
import { M } from './perms.js';

const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(15),
};

export const loginLogRow = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO timestamp'),
  userName: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  success: z.boolean(),
  reason: z.enum(['ok', 'bad_credentials', 'disabled', 'throttled']),
});

/** The branch's sign-in attempts, newest first. */
export const LoginDslog = defineCall({
  method: 'GET',
  path: '/api/UManage/LoginDslog',
  summary: "The branch's sign-in log, newest first",
  mark: M.loginLog,
  query: z.object({ ...pageQuery, userName: z.string().trim().max(50).optional().describe('filter: account starts with') }),
  data: z.object({ list: z.array(loginLogRow), total: z.number().int() }),
});

export const roleRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  users: z.number().int().describe('accounts holding the role'),
});

export const Roles = defineCall({
  method: 'GET',
  path: '/api/UManage/Roles',
  summary: "The branch's roles",
  mark: M.roleList,
  data: z.array(roleRow),
});

export const branchItem = z.object({ gscode: z.string(), longname: z.string() });

/** Branches the signed-in user may switch to (their own first). */
export const getUserGscode = defineCall({
  method: 'GET',
  path: '/api/UManage/getUserGscode',
  summary: 'Branches the signed-in user may switch to',
  mark: null,
  query: z.object({ guestcode: z.string().optional(), gscode: z.string().optional() }),
  data: z.array(branchItem),
  extra: { userdata: z.object({ userName: z.string(), gscode: z.string() }) },
});

/** Switch to the same account name in another allowed branch: a new session replaces this one. */
export const SwitchGscode = defineCall({
  method: 'POST',
  path: '/api/LAdmin/SwitchGscode',
  summary: 'Switch branch: ends this session and returns the user info of the new one',
  mark: null,
  body: z.object({
    gscode: z.string().trim().min(1).max(20),
    username: z.string().trim().min(1).max(50).optional().describe('defaults to the current account name'),
    company: z.string().optional().describe('ignored; kept for the original protocol'),
  }),
  data: userInfo,
});
