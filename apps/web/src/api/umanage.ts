import { getUserGscode, SwitchGscode, type UserInfo } from '@bo/contract';
import { call } from './http';

/** The signed-in account first, then the accounts an administrator has granted it. */
export const getSwitchTargets = (u: UserInfo) => call(getUserGscode, { query: { guestcode: u.reguserno, gscode: u.gscode } });

/** Switches to a granted account: the server ends this session and returns the new user info. */
export const switchAccount = (target: { gscode: string; userName: string; company: string }) =>
  call(SwitchGscode, { body: { gscode: target.gscode, username: target.userName, company: target.company } });
