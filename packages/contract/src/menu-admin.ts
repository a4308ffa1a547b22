import { z } from 'zod';
import { defineCall } from './call.js';
import { MENU_TYPES } from './menu.js';
import {
  isIconName,
  isMark,
  isMenuRoute,
  MENU_ICON,
  MENU_ICON_MAX,
  MENU_LINK_MAX,
  MENU_MARK,
  MENU_MARK_MAX,
  MENU_ROUTE,
  MENU_ROUTE_MAX,
  MENU_SEARCH_MAX,
  MENU_SORT_MAX,
  MENU_TITLE_MAX,
} from './menu-words.js';
import { M } from './perms.js';
import { LINK_NOT_META, savedLink } from './link.js';

/**
 * The menu catalogue (issue 11 #3): one platform-wide catalogue of directories, pages and
 * buttons (table menus) shared by every branch; what a branch's role sees is its grants. Every
 * branch reads it (menu:list); only the platform owner's branch (the branch whose customer code
 * is the server's PLATFORM_GUESTCODE) edits it, with menu:edit, since a change reaches every
 * branch's console. A row added is granted at once to every branch's built-in administrator role.
 * Rows of the route catalogue (routes.ts) are built in: hidden and disabled, never deleted, their
 * route, type and mark fixed.
 */
export * from './menu-words.js';

/** A rule of a field, worded in both languages (the server's validation message names field and rule). */
const rule = (cn: string, en: string) => ({ params: { rule: 'words', cn, en } });

/** Empty, or text by a rule: the empty constant shows in the API document, so a caller (and the fuzz walk) sees that '' means none. */
const orEmpty = <S extends z.ZodType<string>>(schema: S) => z.union([z.literal(''), schema]);

const title = (lang: string) => z.string().trim().min(1).max(MENU_TITLE_MAX).describe(`title in ${lang}`);

export const menuFields = z.object({
  menuname: title('Chinese'),
  menuename: title('English; unique in the catalogue, since children name their parent by it'),
  menutype: z.enum(MENU_TYPES).describe('directory, menu (a page) or button'),
  url: orEmpty(
    z
      .string()
      .trim()
      .max(MENU_ROUTE_MAX)
      .refine(
        (s) => s === '' || isMenuRoute(s),
        rule(
          '必须以 / 开头，由字母、数字、- 和 _ 组成，最多四段',
          "must start with '/' and hold letters, digits, - and _ (at most four segments)",
        ),
      )
      .meta({ pattern: MENU_ROUTE.source, example: '/help/manual' }),
  )
    .describe('route, e.g. /help/manual; empty for a button')
    .meta({
      [LINK_NOT_META]:
        'a route of the console (letters, digits, - and _ segments), never an address; the link is the field link',
    }),
  icon: orEmpty(
    z
      .string()
      .trim()
      .max(MENU_ICON_MAX)
      .refine(
        (s) => s === '' || isIconName(s),
        rule('必须是图标名称，例如 AppstoreOutlined', 'must be an icon name such as AppstoreOutlined'),
      )
      .meta({ pattern: MENU_ICON.source, example: 'AppstoreOutlined' }),
  ).describe('@ant-design/icons name; empty for none'),
  permission: orEmpty(
    z
      .string()
      .trim()
      .max(MENU_MARK_MAX)
      .refine(
        (s) => s === '' || isMark(s),
        rule(
          '必须形如 domain:action（小写字母、数字和 -）',
          'must look like domain:action (lower-case letters, digits and -)',
        ),
      )
      .meta({ pattern: MENU_MARK.source, example: 'help:view' }),
  ).describe('permission mark, domain:action; required for a button, none for a directory'),
  sort: z.number().int().min(0).max(MENU_SORT_MAX).describe('order among its siblings, smaller first'),
  hidden: z.boolean().describe('kept out of the menu; its route still opens (spec §3 noMenu)'),
  // The one link rule of every saved link, absolute addresses only: a console page is a route (url).
  link: savedLink(MENU_LINK_MAX, { paths: false }).describe(
    'for a page of its own route without a console page: the http(s) address it opens',
  ),
  embed: z.boolean().describe('with a link: open it inside the frame (true) or in a new browser tab (false)'),
});
export type MenuFields = z.infer<typeof menuFields>;

export const menuId = z.number().int().min(1).max(2_147_483_647).describe('menu row id');
/** What the caller last read of a row; a change based on an older read is refused (409). */
export const menuStamp = z.string().min(1).max(64).describe('stamp of the row as last read (Select_Ds_Menu)');

export const menuRow = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** 1 for a top item; a button is one deeper than its page. */
  level: z.number().int(),
  menuname: z.string(),
  menuename: z.string(),
  menutype: z.enum(MENU_TYPES),
  url: z.string(),
  icon: z.string(),
  permission: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  status: z.number().int().describe('1 enabled, 0 disabled (spec §3 table status)'),
  builtin: z.boolean().describe('a row of the route catalogue: never deleted; route, type and mark fixed'),
  link: z.string(),
  embed: z.boolean(),
  stamp: z.string(),
  match: z.boolean().describe('the row answers the search (other rows are its ancestors, kept for the tree)'),
});
export type MenuRow = z.infer<typeof menuRow>;

/** Spec §7 LAdmin Select_Ds_Menu: the whole catalogue, every row in tree order (parents before children). */
export const Select_Ds_Menu = defineCall({
  method: 'GET',
  path: '/api/LAdmin/Select_Ds_Menu',
  summary: 'The menu catalogue as a tree (rows in tree order, each naming its parent); searchable',
  mark: M.menuList,
  query: z.object({
    q: z
      .string()
      .trim()
      .max(MENU_SEARCH_MAX)
      .optional()
      .describe('words in a title, route, mark or address (rows matching and their ancestors)'),
  }),
  data: z.object({
    list: z.array(menuRow),
    canEdit: z
      .boolean()
      .describe("whether the caller may change the catalogue (menu:edit in the platform owner's branch)"),
  }),
});

export const AddMenu = defineCall({
  method: 'POST',
  path: '/api/Menu/Add',
  summary:
    "Adds a row to the menu catalogue (platform owner's branch); it is granted to every branch's administrator role",
  mark: M.menuEdit,
  platformOnly: 'menu',
  body: menuFields.extend({ parentId: menuId.nullable().describe('the parent row; null at the top') }).strict(),
  data: menuRow,
});

export const ChangeMenu = defineCall({
  method: 'POST',
  path: '/api/Menu/Change',
  summary:
    "Changes a row of the menu catalogue (platform owner's branch); a built-in row keeps its route, type and mark",
  mark: M.menuEdit,
  platformOnly: 'menu',
  body: menuFields.extend({ id: menuId, stamp: menuStamp }).strict(),
  data: menuRow,
});

export const MoveMenu = defineCall({
  method: 'POST',
  path: '/api/Menu/Move',
  summary:
    "Moves a row of the menu catalogue under another parent and/or to another position (platform owner's branch)",
  mark: M.menuEdit,
  platformOnly: 'menu',
  body: z
    .object({
      id: menuId,
      stamp: menuStamp,
      parentId: menuId.nullable().describe('the new parent; null at the top'),
      index: z
        .number()
        .int()
        .min(0)
        .max(10_000)
        .describe("position among the new parent's children, 0 first; past the end means last"),
    })
    .strict(),
  data: menuRow,
});

export const SetMenuStatus = defineCall({
  method: 'POST',
  path: '/api/Menu/SetStatus',
  summary: "Enables or disables a row of the menu catalogue and every row below it (platform owner's branch)",
  mark: M.menuEdit,
  platformOnly: 'menu',
  body: z
    .object({
      id: menuId,
      stamp: menuStamp,
      status: z.number().int().min(0).max(1).describe('1 enabled, 0 disabled'),
    })
    .strict(),
  data: z.object({ changed: z.number().int().describe('rows whose status changed (the row and those below it)') }),
});

export const RemoveMenu = defineCall({
  method: 'POST',
  path: '/api/Menu/Remove',
  summary:
    "Deletes a custom row of the menu catalogue that has no children (platform owner's branch); built-in rows are never deleted",
  mark: M.menuEdit,
  platformOnly: 'menu',
  body: z.object({ id: menuId, stamp: menuStamp }).strict(),
  data: z.null(),
});
