import { Get_UserMenus, type UserInfo } from '@bo/contract';
import { call } from './http';

/** The role's menu in three levels (spec §7): the query names the user; the server decides from the session. */
export const getUserMenus = (u: UserInfo) =>
  call(Get_UserMenus, { query: { guestcode: u.reguserno, gscode: u.gscode, role: u.roles, operators: u.operators } });
