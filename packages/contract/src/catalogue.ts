import { z } from 'zod';
import { defineCall } from './call.js';
import { csvOf, listData, listQuery } from './list.js';
import { API_ACCESS, API_SORTS, CATALOGUE_SEARCH_MAX, OPERATION_SORTS } from './catalogue-words.js';
import { M } from './perms.js';

/**
 * The API and operation catalogues (issue 11 #4, #5), read-only lists on the list protocol.
 * APIs: every call of the contract the server registers, read from the contract itself, so it
 * cannot drift. Operations: every button of the menu catalogue. Both name the roles of the
 * caller's branch that may make the call or hold the button; never another branch's roles.
 */
export * from './catalogue-words.js';

/** A role of the caller's branch. */
export const catalogueRole = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });
export type CatalogueRole = z.infer<typeof catalogueRole>;

const titled = z.object({ cn: z.string(), en: z.string() });

export const apiListQuery = listQuery(API_SORTS, {
  q: z.string().trim().max(CATALOGUE_SEARCH_MAX).optional().describe('words in the path, summary, group or mark'),
  group: z.string().trim().max(40).optional().describe('the call group, e.g. UManage'),
  mark: z.string().trim().max(60).optional().describe('calls needing exactly this mark'),
  access: csvOf(API_ACCESS).optional().describe('mark: needs a mark; session: any signed-in user; public: no session'),
});

export const apiRow = z.object({
  method: z.string(),
  path: z.string(),
  group: z.string(),
  summary: z.string().describe("the contract's summary (English, as in the API documentation)"),
  access: z.enum(API_ACCESS),
  mark: z.string().nullable().describe('the mark it needs (access mark)'),
  markTitle: titled.nullable().describe('the page or button holding the mark'),
  title: titled.nullable().describe("the call's action title, where the catalogue names one"),
  roles: z
    .array(catalogueRole)
    .describe("enabled roles of the caller's branch that may make the call (public: none, anyone may)"),
});
export type ApiRow = z.infer<typeof apiRow>;

export const Apis = defineCall({
  method: 'GET',
  path: '/api/Menu/Apis',
  summary:
    "Every call of the API with its method, path, group, summary, mark and the roles of the caller's branch that may make it",
  mark: M.apiCatalogue,
  query: apiListQuery,
  data: listData(apiRow, {}).extend({
    groups: z.array(z.string()).describe('every group, for the filter'),
    marks: z
      .array(z.object({ mark: z.string(), title: titled.nullable() }))
      .describe('every mark a call needs, for the filter'),
  }),
});

export const operationListQuery = listQuery(OPERATION_SORTS, {
  q: z.string().trim().max(CATALOGUE_SEARCH_MAX).optional().describe('words in the mark, a title or the page'),
  pageRoute: z.string().trim().max(100).optional().describe("buttons of this page (the page's route)"),
  role: z.string().trim().max(40).optional().describe("buttons held by this role of the caller's branch (role code)"),
});

export const operationRow = z.object({
  id: z.number().int().describe('menu row id of the button'),
  mark: z.string(),
  menuname: z.string().describe('title in Chinese'),
  menuename: z.string().describe('title in English'),
  pageRoute: z.string(),
  pageName: z.string(),
  pageNameEn: z.string(),
  status: z.number().int().describe('1 enabled, 0 disabled: a disabled button is held by nobody'),
  builtin: z.boolean(),
  roles: z.array(catalogueRole).describe("enabled roles of the caller's branch holding the button (an active grant)"),
});
export type OperationRow = z.infer<typeof operationRow>;

export const Operations = defineCall({
  method: 'GET',
  path: '/api/Menu/Operations',
  summary: "Every button mark of every page with its titles, its page and the roles of the caller's branch holding it",
  mark: M.operationCatalogue,
  query: operationListQuery,
  data: listData(operationRow, {}).extend({
    pages: z
      .array(z.object({ route: z.string(), name: z.string(), nameEn: z.string() }))
      .describe('pages having buttons, for the filter'),
    roles: z.array(catalogueRole).describe("the branch's enabled roles, for the filter"),
  }),
});
