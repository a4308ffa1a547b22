import { getUserGscode, SwitchGscode, type UserInfo } from '@bo/contract';
import { call } from './http';

/** Branches the signed-in user may switch to (their own first). */
export const getSwitchableBranches = (u: UserInfo) => call(getUserGscode, { query: { guestcode: u.reguserno, gscode: u.gscode } });

/** Switches to another branch: the server ends this session and returns the new user info. */
export const switchBranch = (u: UserInfo, gscode: string, company: string) =>
  call(SwitchGscode, { body: { gscode, username: u.userName, company } });
