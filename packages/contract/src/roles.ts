import { z } from 'zod';
import { defineCall } from './call.js';
import { csvOf, listData, listQuery } from './list.js';
import { MENU_TYPES } from './menu.js';
import { M } from './perms.js';
import {
  DATA_SCOPES,
  POWER_LOCKS,
  ROLE_CODE_MAX,
  ROLE_CODE_PATTERN,
  ROLE_NAME_MAX,
  ROLE_SEARCH_MAX,
  ROLE_SORTS,
  ROLE_STATUSES,
} from './role-words.js';
import { rowId, seenVersion } from './fields.js';

/**
 * Roles and their powers (issue 11 #2, spec §6/§7 UManage Roles, Powers, AddRole, ChangeRole,
 * RemoveRole). A role belongs to one branch; its powers are grants of rows of the one
 * platform-wide menu catalogue (directories, pages, buttons), each page granted active or
 * inactive (an inactive page stays in the menu, dimmed, and is applied for). The marks a session
 * holds are read from the role's active grants on every request, so a save applies at once.
 *
 * Rules the server enforces: nobody grants a mark they do not hold themselves; nobody changes
 * their own role; the built-in administrator role (ADMIN_ROLE_CODE) is not edited, disabled,
 * removed or given other powers; a role held by accounts is not removed; another branch's role
 * is "not found".
 */
export * from './role-words.js';

/** A row id of a role or a menu (a PostgreSQL integer). */
const roleIdParam = z.coerce.number().int().min(1).max(2_147_483_647).describe('the role (its id)');

export const roleCode = z
  .string()
  .trim()
  .min(1)
  .max(ROLE_CODE_MAX)
  .refine((s) => ROLE_CODE_PATTERN.test(s), {
    error: 'lower-case letters, digits, - and _, starting with a letter',
    params: { rule: 'roleCode' },
  })
  .meta({ pattern: ROLE_CODE_PATTERN.source, example: 'sales' })
  .describe('role code: lower-case letters, digits, - and _, starting with a letter; unique in the branch');
const roleName = (lang: string) =>
  z.string().trim().min(1).max(ROLE_NAME_MAX).describe(`role name (${lang}), required`);
const dataScope = z
  .enum(DATA_SCOPES)
  .describe(
    "whose clients and orders the role's accounts reach: all (the branch's) or own (those whose salesperson is the account, with their orders, payments, carts, credit and figures); only an account reaching all may give all",
  );
const requireTotp = z
  .boolean()
  .describe(
    "the role's accounts must sign in with a code from an authenticator app; switching it on is allowed on any role, the administrator's and one's own included; switching it off needs a session signed in with two factors",
  );
const roleStatus = z
  .union([z.literal(0), z.literal(1)])
  .describe('1 enabled, 0 disabled (a disabled role grants nothing)');

export const roleRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe('name (cn)'),
  name_en: z.string().describe('name (en)'),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  users: z.number().int().describe('accounts holding the role (enabled or not)'),
  builtin: z.boolean().describe('the branch administrator role: not edited, disabled or removed'),
  dataScope,
  requireTotp: z
    .boolean()
    .describe("the role's accounts sign in with a code from an authenticator app (enrolling at their next sign-in)"),
  version: z.number().int().describe("bumped by every save of the role's powers; send it back with SavePowers"),
});
export type RoleRow = z.infer<typeof roleRow>;

export const roleListQuery = listQuery(ROLE_SORTS, {
  q: z.string().trim().max(ROLE_SEARCH_MAX).optional().describe('code or name (cn or en) contains'),
  status: csvOf(ROLE_STATUSES).optional().describe('1 enabled, 0 disabled'),
});

/** Spec §7 UManage Roles: the branch's roles, on the list protocol. */
export const Roles = defineCall({
  method: 'GET',
  path: '/api/UManage/Roles',
  summary: "The branch's roles: one page, the filtered total",
  mark: M.roleList,
  query: roleListQuery,
  data: listData(roleRow, {}),
});

/** Spec §7 UManage AddRole: a new role of the branch, without powers. */
export const AddRole = defineCall({
  method: 'POST',
  path: '/api/UManage/AddRole',
  summary: 'Adds a role to the branch (no powers yet); the code must be new in the branch',
  mark: M.roleEdit,
  body: z.object({
    code: roleCode,
    name: roleName('cn'),
    name_en: roleName('en'),
    status: roleStatus.default(1),
    dataScope: dataScope.default('all'),
    requireTotp: requireTotp.default(false),
  }),
  data: roleRow,
});

/** Spec §7 UManage ChangeRole: names and status; fields left out keep their value. */
export const ChangeRole = defineCall({
  method: 'POST',
  path: '/api/UManage/ChangeRole',
  summary: "Changes a role's names or status (not the administrator role, not one's own role)",
  mark: M.roleEdit,
  actsOn: 'role',
  body: z.object({
    roleId: rowId('the role'),
    name: roleName('cn').optional(),
    name_en: roleName('en').optional(),
    status: roleStatus.optional(),
    dataScope: dataScope.optional(),
    requireTotp: requireTotp.optional(),
  }),
  data: roleRow,
});

/** Spec §7 UManage RemoveRole: refused while accounts hold the role (they are named). */
export const RemoveRole = defineCall({
  method: 'POST',
  path: '/api/UManage/RemoveRole',
  summary: 'Removes a role and its grants; refused while any account holds it',
  mark: M.roleEdit,
  actsOn: 'role',
  body: z.object({ roleId: rowId('the role') }),
  data: z.object({ id: z.number().int() }),
});

/** A new role with another role's grants (and their active flags). */
export const CopyRole = defineCall({
  method: 'POST',
  path: '/api/UManage/CopyRole',
  summary:
    "Adds a role holding a copy of another role's grants; refused when the copy would grant a mark the caller lacks",
  mark: M.roleEdit,
  actsOn: 'role',
  body: z.object({ roleId: rowId('the role to copy'), code: roleCode, name: roleName('cn'), name_en: roleName('en') }),
  data: roleRow,
});

// ---------------------------------------------------------------------------------------------
// Powers: the catalogue as a tree, with the role's grants.

export interface PowerNode {
  id: number;
  type: (typeof MENU_TYPES)[number];
  title: string;
  title_en: string;
  mark: string;
  url: string;
  status: number;
  hidden: boolean;
  granted: boolean;
  active: boolean;
  children: PowerNode[];
}

export const powerNode: z.ZodType<PowerNode> = z
  .object({
    id: z.number().int().describe('menu row id'),
    type: z.enum(MENU_TYPES).describe('directory, menu (a page) or button'),
    title: z.string().describe('title (cn)'),
    title_en: z.string().describe('title (en)'),
    mark: z.string().describe("the permission mark it grants; '' for a directory"),
    url: z.string().describe("the page's route; '' for a button"),
    status: z.number().int().describe('1 enabled, 0 disabled in the catalogue (a disabled row grants nothing)'),
    hidden: z.boolean().describe('kept out of the menu, still usable by its route'),
    granted: z.boolean().describe('the role holds this row'),
    active: z
      .boolean()
      .describe(
        'a page: active (true) or shown dimmed to be applied for (false); a button follows its page; a directory is always true',
      ),
    get children() {
      return z.array(powerNode);
    },
    // Recursive: the OpenAPI document names it once (components/schemas/PowerNode) and refers to it.
  })
  .meta({ id: 'PowerNode' });

export const powersData = z.object({
  role: roleRow,
  locked: z.enum(POWER_LOCKS).nullable().describe('why the caller cannot change these powers; null when they can'),
  tree: z.array(powerNode).describe('the catalogue, top-level rows first, each with its children, in menu order'),
});
export type PowersData = z.infer<typeof powersData>;

/** Spec §7 UManage Powers: the whole catalogue with what the role holds. */
export const Powers = defineCall({
  method: 'GET',
  path: '/api/UManage/Powers',
  summary: "The menu catalogue as a tree with a role's grants and version",
  mark: M.roleList,
  query: z.object({ roleId: roleIdParam }),
  data: powersData,
});

export const powerGrant = z.object({
  menuId: rowId('menu row'),
  active: z.boolean().describe('pages: active or inactive; directories are always active, buttons follow their page'),
});

/**
 * Replaces the role's grants with exactly these, in one transaction, when the role's version is
 * still `version` (else refused: someone else saved meanwhile). A page implies its directories
 * and a button its page: the server adds what is implied; a button takes its page's active flag.
 */
export const SavePowers = defineCall({
  method: 'POST',
  path: '/api/UManage/SavePowers',
  summary:
    "Replaces a role's grants; refused when the role changed since `version` or when it grants a mark the caller lacks",
  mark: M.roleAssign,
  rules: ['grants: each menuId a row of the menu catalogue, at most once'],
  actsOn: 'role',
  body: z.object({
    roleId: rowId('the role'),
    version: seenVersion("the role's version the editor loaded"),
    grants: z
      .array(powerGrant)
      .max(5000)
      .refine((gs) => new Set(gs.map((g) => g.menuId)).size === gs.length, {
        error: 'each menu row at most once',
        params: { rule: 'uniqueMenus' },
      })
      .describe('every row the role is to hold'),
  }),
  data: powersData,
});
