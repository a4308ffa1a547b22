import { z } from 'zod';
import {
  CLIENT_LIST_LIMITS,
  CLIENT_LIST_SORTS,
  CLIENT_SETTLEMENTS,
  CLIENT_STATUSES,
  CLIENT_TYPE_WORDS,
} from './client-list-words.js';
import { defineCall } from './call.js';
import { csvOf, FRAMES_ANSWER, listData, listQuery } from './list.js';
import { M } from './perms.js';
import { seenVersion } from './fields.js';
import { batchItems, batchOutcome, selectionIds } from './batch.js';

/**
 * The clients tab of /user/account (issue 12 #1): the branch's clients as a list, their status,
 * and the next customer number. The profile itself is ClientInfo / UpdateClient (clients.ts).
 * Always of the session's branch: another branch's client is answered 404.
 *
 *  - GET Clients: the list protocol of list.ts in the query (filters q, type, level, area,
 *    settlement, status, overLimit, salesperson), with each client's credit used and limit
 *    (modules/credit/credit-used.ts) and last order. Our name: the spec names no list call.
 *  - GET ClientExport: the list's whole filtered set, in its order, as .xlsx (the one export
 *    service, export frames of list.ts); needs client:export. Our name, beside PaymentExport.
 *  - POST SetClientStatus { id, version, status }: enables or disables a client; a disabled
 *    client keeps its orders but accounts and followers cannot be bound to it.
 *  - GET GetQpcGuestcode: the next customer number the branch would hand out (spec §7), for the
 *    add form to show; the number is fixed only when the client is saved.
 */
export * from './client-list-words.js';

export const clientListQuery = listQuery(CLIENT_LIST_SORTS, {
  q: z
    .string()
    .trim()
    .max(CLIENT_LIST_LIMITS.search)
    .optional()
    .describe('customer number, name, company, contact or mobile contains'),
  type: csvOf(CLIENT_TYPE_WORDS).optional().describe('client types (spec §9), comma-separated'),
  level: z.string().trim().max(CLIENT_LIST_LIMITS.level).optional().describe('client level, exactly'),
  area: z.string().trim().max(CLIENT_LIST_LIMITS.area).optional().describe('area contains'),
  settlement: z
    .enum(CLIENT_SETTLEMENTS)
    .optional()
    .describe('monthly: monthly settlement; prepaid: pays before production'),
  status: csvOf(CLIENT_STATUSES).optional().describe('1 enabled, 0 disabled'),
  overLimit: z
    .enum(['yes'])
    .optional()
    .describe('yes: monthly-settlement clients whose credit used exceeds their limit'),
  salesperson: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe('the staff account looking after the client'),
});

export const clientListRow = z.object({
  id: z.number().int(),
  guestcode: z.string(),
  guestname: z.string(),
  longname: z.string(),
  clienttype: z.number().int(),
  clientlevel: z.string(),
  linkman: z.string(),
  mobile: z.string(),
  area: z.string(),
  salesperson: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isyuejie: z.number().int().describe('1 monthly settlement'),
  creditLimit: z.string().describe('limit in force today (maxprice, plus the temporary limit until its day), decimal'),
  creditUsed: z.string().describe('unpaid amount of the orders not cancelled, decimal'),
  overLimit: z.boolean(),
  lastOrderAt: z.string().nullable().describe('ISO timestamp of the latest order, null when none'),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  version: z.number().int(),
});
export type ClientListRow = z.infer<typeof clientListRow>;

export const Clients = defineCall({
  method: 'GET',
  path: '/api/UManage/Clients',
  summary: "The branch's clients with their credit and last order: one page and the filtered total",
  mark: M.accountList,
  query: clientListQuery,
  data: listData(clientListRow, {}),
});

/** The client export's filters (also a clientExport job's params). */
export const clientExportQuery = clientListQuery
  .omit({ page: true, pageSize: true })
  .extend({ ids: selectionIds.optional() });

export const ClientExport = defineCall({
  method: 'GET',
  path: '/api/UManage/ClientExport',
  summary: 'Every client of the filtered set as .xlsx, streamed in export frames',
  mark: M.clientExport,
  query: clientExportQuery,
  answers: FRAMES_ANSWER,
  data: z.null(),
});

export const SetClientStatus = defineCall({
  method: 'POST',
  path: '/api/UManage/SetClientStatus',
  summary: 'Enables or disables a client; refused when the client changed since `version`',
  mark: M.clientStatus,
  body: z
    .object({
      id: z.number().int().min(1).max(2_147_483_647).describe("a client of the session's branch"),
      version: seenVersion(),
      status: z.number().int().min(0).max(1).describe('1 enable, 0 disable'),
    })
    .strict(),
  data: z.object({ id: z.number().int(), status: z.number().int(), version: z.number().int() }),
});

/**
 * Gives a client to a salesperson, or to nobody (issue 37 #1): the accounts of an `own` data
 * scope see the clients they look after. Only an account reaching the whole branch assigns.
 */
export const SetClientSalesperson = defineCall({
  method: 'POST',
  path: '/api/UManage/SetClientSalesperson',
  summary:
    'Gives a client to a salesperson of the branch, or to nobody; refused when the client changed since `version`',
  mark: M.clientEdit,
  rules: [
    'salesperson: an enabled account of the branch, or null',
    'the caller reaches all data (its role is of data scope all)',
  ],
  body: z
    .object({
      id: z.number().int().min(1).max(2_147_483_647).describe("a client of the session's branch"),
      version: seenVersion(),
      salesperson: z
        .number()
        .int()
        .min(1)
        .max(2_147_483_647)
        .nullable()
        .describe('the account that looks after the client (Salespeople lists them), or null for nobody'),
    })
    .strict(),
  data: z.object({
    id: z.number().int(),
    salesperson: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    version: z.number().int(),
  }),
});

/** Who a client can be given to (SetClientSalesperson): the branch's enabled staff accounts, by name. */
export const ClientSalespeople = defineCall({
  method: 'GET',
  path: '/api/UManage/ClientSalespeople',
  summary: "The branch's enabled staff accounts a client can be given to",
  mark: M.clientEdit,
  data: z.array(z.object({ id: z.number().int(), name: z.string().describe('nickname') })),
});

/** Spec §7 UManage GetQpcGuestcode. */
export const GetQpcGuestcode = defineCall({
  method: 'GET',
  path: '/api/UManage/GetQpcGuestcode',
  summary: 'The next customer number of the branch (fixed only when the client is saved)',
  mark: M.clientAdd,
  data: z.object({ guestcode: z.string() }),
});

export const BatchSetClientStatus = defineCall({
  method: 'POST',
  path: '/api/UManage/BatchSetClientStatus',
  summary:
    'Enables or disables several clients in one transaction; a client refused (changed since `version`, not found) stays as it was and is named with why',
  mark: M.clientStatus,
  body: z
    .object({
      items: batchItems("clients of the session's branch"),
      status: z.number().int().min(0).max(1).describe('1 enable, 0 disable'),
    })
    .strict(),
  data: batchOutcome,
});
