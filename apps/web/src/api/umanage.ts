import { callAddress, type getUserGscode, type SwitchGscode, type UserInfo } from '@bo/contract';
import { call, type CallOptions } from './http';

/** By address only: the switch dialog does not need the definitions' zod schemas. */
const GET_USER_GSCODE = callAddress<typeof getUserGscode>('GET', '/api/UManage/getUserGscode');
const SWITCH_GSCODE = callAddress<typeof SwitchGscode>('POST', '/api/LAdmin/SwitchGscode');

/** The cache key of getSwitchTargets: the switch dialog and the side menu's company name share it. */
export const switchTargetsKey = (u: UserInfo | null | undefined) => ['switch-targets', u?.ID, u?.gscode] as const;

/** The signed-in account first, then the accounts an administrator has granted it. */
export const getSwitchTargets = (u: UserInfo, opts: CallOptions = {}) =>
  call(GET_USER_GSCODE, { query: { guestcode: u.reguserno, gscode: u.gscode } }, opts);

/** Switches to a granted account: the server ends this session and returns the new user info. */
export const switchAccount = (target: { gscode: string; userName: string; company: string }, opts: CallOptions = {}) =>
  call(SWITCH_GSCODE, { body: { gscode: target.gscode, username: target.userName, company: target.company } }, opts);
