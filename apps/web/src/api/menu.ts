import { callAddress, type Get_UserMenus, type UserInfo } from '@bo/contract';
import { call } from './http';

/** By address only: the definition's zod schemas stay out of the frame's bundle. */
const GET_USER_MENUS = callAddress<typeof Get_UserMenus>('GET', '/api/LAdmin/Get_UserMenus');

/** The role's menu in three levels (spec §7): the query names the user; the server decides from the session. */
export const getUserMenus = (u: UserInfo) =>
  call(GET_USER_MENUS, { query: { guestcode: u.reguserno, gscode: u.gscode, role: u.roles, operators: u.operators } });
