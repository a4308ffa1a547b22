import { z } from 'zod';
import { defineCall } from './call.js';
import { shownLink } from './link.js';

export const MENU_TYPES = ['directory', 'menu', 'button'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** Menu item from the server (spec §3). */
export const serverMenuItem = z.object({
  menuname: z.string().describe('title in Chinese'),
  menuename: z.string().describe('title in English; children name it in menuparent'),
  menuparent: z.string().describe("parent's English name, empty at the top"),
  menutype: z.enum(MENU_TYPES),
  url: z.string().describe('route path'),
  icon: z.string().describe('@ant-design/icons name'),
  active: z.boolean().describe('false: shown, but opening it offers a permission request'),
  permission: z.array(z.string()).describe("marks the user holds on this route (the page's own and its buttons')"),
  hidden: z.boolean().describe('spec §3 noMenu: kept out of the menu, its route still opens'),
  link: shownLink({ paths: false }).describe(
    "an http(s) address the item opens (a route without a page of the console); empty for a page of the console (a stored link failing the link rule is handed out as '')",
  ),
  embed: z
    .boolean()
    .describe('with a link: true opens it inside the frame (embedded page), false in a new browser tab'),
});
export type ServerMenuItem = z.infer<typeof serverMenuItem>;

export const menuQuery = z.object({
  guestcode: z.string().max(40).optional().describe("the user's reguserno; must match the session"),
  gscode: z.string().max(20).optional().describe('branch code; must match the session'),
  role: z.string().max(40).optional().describe('ignored for the decision: the session decides'),
  operators: z.string().max(50).optional(),
});

export const Get_UserMenus = defineCall({
  method: 'GET',
  path: '/api/LAdmin/Get_UserMenus',
  summary: "The menu the session's user and role allow, in three levels",
  mark: null,
  query: menuQuery,
  data: z.array(serverMenuItem).describe('top items'),
  extra: {
    data2: z.array(serverMenuItem).describe('second level'),
    data3: z.array(serverMenuItem).describe('third level'),
  },
});
