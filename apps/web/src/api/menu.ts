import { callAddress, type Get_UserMenus, type UserInfo } from '@bo/contract';
import { bootCallAdapter } from './boot-call';
import { call } from './http';

/** By address only: the definition's zod schemas stay out of the frame's bundle. */
const GET_USER_MENUS = callAddress<typeof Get_UserMenus>('GET', '/api/LAdmin/Get_UserMenus');

/** The menu call's address, which public/boot.js starts on a signed-in address (api/boot-call.ts). */
export const MENU_PATH = GET_USER_MENUS.path;

/**
 * The role's menu in three levels (spec §7): the query names the user; the server decides from the
 * session. Its first call takes the answer of the same call started by public/boot.js.
 */
export const getUserMenus = (u: UserInfo) =>
  call(
    GET_USER_MENUS,
    { query: { guestcode: u.reguserno, gscode: u.gscode, role: u.roles, operators: u.operators } },
    { adapter: bootCallAdapter },
  );
