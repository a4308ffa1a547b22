import { z } from 'zod';
import { defineCall } from './call.js';
import { M } from './perms.js';

/**
 * Importing clients from an Excel sheet (/widget/excel, issue 15 #5). Three calls, all stateless
 * (the browser keeps the file and sends it again; nothing of it is kept on the server):
 *
 *  - GET ClientImportTemplate: an .xlsx with the add form's fields as headers, in the caller's
 *    language, and one sample row. Answered in export frames (list.ts), like a table's export.
 *  - POST ClientImportSheet (multipart/form-data, field `file`): reads the sheet's header row and
 *    proposes a mapping: for each column, the field whose label (cn or en) or key the header is,
 *    or '' (ignored). Also the branch's required fields and the first rows, for the mapping step.
 *  - POST ClientImport?columns=…&mode=… (multipart, field `file`): validates every row with the
 *    add form's schema (clientAdd), the branch's required fields and duplicates (a customer name,
 *    any case, that a client of the branch or an earlier row of the sheet has), then
 *      mode check: writes nothing (the dry run);
 *      mode valid: writes the valid rows;
 *      mode all:   writes every row, or none if any row is bad.
 *    Answered in export frames: progress { done, total } (validation, then writing), then the end
 *    frame holding `clientImportResult`, or an error frame. Everything is written in one
 *    transaction committed at the end: a browser that goes away (Cancel) before it leaves nothing
 *    written. One operation-log row per import (file name, mode, rows, written, errors).
 *
 * Refused before any frame (JSON envelope): no session, no mark client:import (403), a file that is
 * not an .xlsx, too big, too many rows (sheet-reader), a mapping that leaves a required field out
 * or names a field twice (400).
 */

/** The file's multipart field. */
export const CLIENT_IMPORT_FIELD = 'file';

export const CLIENT_IMPORT_LIMITS = {
  /** The uploaded file's size. */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows of one sheet (the header row not counted). */
  maxRows: 20_000,
  /** Errors listed in the end frame; the rest are counted. */
  maxErrors: 1000,
  /** Rows shown in the mapping step. */
  previewRows: 3,
} as const;

/** The modes of an import (see above). */
export const CLIENT_IMPORT_MODES = ['check', 'valid', 'all'] as const;
export type ClientImportMode = (typeof CLIENT_IMPORT_MODES)[number];

/**
 * The add form's fields (clientAdd) in the template's order, with their labels (the client form's
 * own words) and the template's sample value. `kind` tells the user what a cell holds.
 */
export const CLIENT_IMPORT_FIELDS = [
  { key: 'guestname', cn: '客户名称', en: 'Customer name', sample: '示例印刷客户', kind: 'text' },
  { key: 'longname', cn: '公司全称', en: 'Company name', sample: '示例印刷有限公司', kind: 'text' },
  { key: 'clienttype', cn: '往来类型', en: 'Client type', sample: '1', kind: 'clienttype' },
  { key: 'guesttype', cn: '客户类别', en: 'Customer kind', sample: '企业', kind: 'text' },
  { key: 'linkman', cn: '联系人', en: 'Contact person', sample: '张三', kind: 'text' },
  { key: 'clientlevel', cn: '客户等级', en: 'Client level', sample: 'A', kind: 'text' },
  { key: 'position', cn: '职务', en: 'Position', sample: '经理', kind: 'text' },
  { key: 'area', cn: '区域', en: 'Region', sample: '华东', kind: 'text' },
  { key: 'province', cn: '省份', en: 'Province', sample: '上海', kind: 'text' },
  { key: 'city', cn: '城市', en: 'City', sample: '上海', kind: 'text' },
  { key: 'district', cn: '区县', en: 'District', sample: '浦东新区', kind: 'text' },
  { key: 'telephone', cn: '电话', en: 'Telephone', sample: '021-12345678', kind: 'text' },
  { key: 'fax', cn: '传真', en: 'Fax', sample: '', kind: 'text' },
  { key: 'email', cn: '邮箱', en: 'E-mail', sample: 'client@example.com', kind: 'text' },
  { key: 'mobile', cn: '手机', en: 'Mobile', sample: '13800000000', kind: 'text' },
  { key: 'zip', cn: '邮编', en: 'Postcode', sample: '200000', kind: 'text' },
  { key: 'paytype', cn: '付款方式', en: 'Payment method', sample: '月结', kind: 'text' },
  { key: 'fptype', cn: '发票类型', en: 'Invoice type', sample: '增值税专用发票', kind: 'text' },
  { key: 'fppoint', cn: '开票点数', en: 'Invoice surcharge (points)', sample: '0', kind: 'number' },
  { key: 'address', cn: '地址', en: 'Address', sample: '上海市浦东新区示例路 1 号', kind: 'text' },
  { key: 'maxprice', cn: '信用额度', en: 'Credit limit', sample: '5000', kind: 'number' },
  { key: 'isyuejie', cn: '月结', en: 'Monthly settlement', sample: '0', kind: 'flag' },
  { key: 'yjy', cn: '结算月偏移', en: 'Settlement month offset', sample: '0', kind: 'number' },
  { key: 'yjh', cn: '结算日', en: 'Settlement day', sample: '0', kind: 'number' },
  { key: 'maxdays', cn: '信用天数', en: 'Credit days', sample: '30', kind: 'number' },
  { key: 'tmpprice', cn: '临时额度', en: 'Temporary credit limit', sample: '0', kind: 'number' },
  { key: 'tmpdays', cn: '临时天数', en: 'Temporary credit days', sample: '0', kind: 'number' },
  { key: 'yhl', cn: '优惠率', en: 'Discount rate', sample: '0', kind: 'number' },
  { key: 'gstaxrate', cn: '税率 (%)', en: 'Tax rate (%)', sample: '13', kind: 'number' },
  { key: 'bankname', cn: '开户银行', en: 'Bank', sample: '', kind: 'text' },
  { key: 'account', cn: '银行账号', en: 'Bank account', sample: '', kind: 'text' },
  { key: 'htdate', cn: '合同日期', en: 'Contract date', sample: '2026-01-01', kind: 'date' },
  { key: 'xyfen', cn: '信用分', en: 'Credit score', sample: '0', kind: 'number' },
  { key: 'note', cn: '备注', en: 'Note', sample: '', kind: 'text' },
  { key: 'paper_note', cn: '纸张备注', en: 'Paper note', sample: '', kind: 'text' },
  { key: 'groupname', cn: '客户分组', en: 'Client group', sample: '', kind: 'text' },
  { key: 'order_zq', cn: '下单周期 (天)', en: 'Order cycle (days)', sample: '0', kind: 'number' },
  { key: 'dh_zq', cn: '交货周期 (天)', en: 'Delivery cycle (days)', sample: '0', kind: 'number' },
  { key: 'khcode', cn: '客户简码', en: 'Short code', sample: 'SL', kind: 'text' },
  { key: 'charge', cn: '负责人', en: 'Person in charge', sample: '', kind: 'text' },
  { key: 'gendanper', cn: '跟单员', en: 'Order follower', sample: '', kind: 'text' },
  { key: 'cwcharge', cn: '财务联系人', en: 'Finance contact', sample: '', kind: 'text' },
  { key: 'cgcharge', cn: '采购联系人', en: 'Purchasing contact', sample: '', kind: 'text' },
  { key: 'xstarget', cn: '销售目标', en: 'Sales target', sample: '0', kind: 'number' },
  { key: 'khly', cn: '客户来源', en: 'Client source', sample: '', kind: 'text' },
  { key: 'manager', cn: '客户经理', en: 'Account manager', sample: '', kind: 'text' },
  { key: 'hyline', cn: '所属行业', en: 'Industry', sample: '', kind: 'text' },
  { key: 'xiadan', cn: '允许下单', en: 'May place orders', sample: '1', kind: 'flag' },
  { key: 'kdtime', cn: '快递时间', en: 'Courier time', sample: '', kind: 'text' },
  { key: 'iswritebj', cn: '填写报价', en: 'Write a quotation', sample: '0', kind: 'flag' },
  { key: 'isinsurance', cn: '保价运输', en: 'Insured shipping', sample: '0', kind: 'flag' },
  { key: 'isdfyf', cn: '运费到付', en: 'Freight collect', sample: '0', kind: 'flag' },
  { key: 'issendmsg', cn: '短信通知', en: 'SMS notices', sample: '0', kind: 'flag' },
  { key: 'smsmobile', cn: '短信手机', en: 'SMS mobile', sample: '', kind: 'text' },
  { key: 'price_field', cn: '销售价公式：基准字段', en: 'Sales price formula: base field', sample: '', kind: 'text' },
  { key: 'price_sign', cn: '销售价公式：运算', en: 'Sales price formula: operation', sample: '*', kind: 'text' },
  { key: 'price_number', cn: '销售价公式：数值', en: 'Sales price formula: number', sample: '1', kind: 'number' },
  { key: 'roundtype', cn: '取整方式', en: 'Rounding', sample: 'round', kind: 'text' },
  { key: 'rk_jggs', cn: '入库价公式', en: 'Inbound price formula', sample: '', kind: 'text' },
] as const satisfies readonly { key: string; cn: string; en: string; sample: string; kind: string }[];

export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number]['key'];
export const CLIENT_IMPORT_FIELD_KEYS = CLIENT_IMPORT_FIELDS.map((f) => f.key) as [ClientImportField, ...ClientImportField[]];

const fieldOrIgnored = z.union([z.enum(CLIENT_IMPORT_FIELD_KEYS), z.literal('')]);

export const clientImportSheet = z.object({
  sheetName: z.string(),
  header: z.array(z.string()).describe("the header row's cells, column A first"),
  headerRow: z.number().int().describe("Excel's number of the header row"),
  rows: z.number().int().describe('data rows below the header (empty rows not counted)'),
  proposed: z.array(fieldOrIgnored).describe("for each column, the field its header names, or '' (ignored)"),
  required: z.array(z.enum(CLIENT_IMPORT_FIELD_KEYS)).describe('fields every row must fill: the two forced ones and the branch’s choice'),
  preview: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })).describe('the first rows, as read'),
});
export type ClientImportSheetInfo = z.infer<typeof clientImportSheet>;

export const ClientImportTemplate = defineCall({
  method: 'GET',
  path: '/api/Excel/ClientImportTemplate',
  summary: "The client import's template (.xlsx): the add form's fields as headers in the caller's language and a sample row; answered in export frames",
  mark: M.clientImport,
  data: z.null().describe('not JSON: export frames (list.ts) carrying the file, then end { rows, fileName }'),
});

export const ClientImportSheet = defineCall({
  method: 'POST',
  path: '/api/Excel/ClientImportSheet',
  summary: "Reads an .xlsx's header row (multipart, field file) and proposes which client field each column is",
  mark: M.clientImport,
  data: clientImportSheet,
});

export const clientImportQuery = z.object({
  columns: z
    .string()
    .max(2000)
    .regex(/^[a-z_,]*$/, { message: 'must be field keys separated by commas' })
    .describe("the field of each column, column A first, separated by commas; '' ignores a column (e.g. guestname,,mobile)"),
  mode: z.enum(CLIENT_IMPORT_MODES).describe('check: write nothing; valid: write the valid rows; all: write every row or none'),
});

export const clientImportError = z.object({
  row: z.number().int().describe("Excel's row number"),
  column: z.string().describe("Excel's column letter, '' when the error is the row's"),
  header: z.string().describe("the column's header in the sheet"),
  field: z.string().describe("the client field, '' when none"),
  message: z.string().describe("what is wrong, in the caller's language"),
});
export type ClientImportError = z.infer<typeof clientImportError>;

export const clientImportResult = z.object({
  mode: z.enum(CLIENT_IMPORT_MODES),
  rows: z.number().int().describe('data rows read'),
  valid: z.number().int().describe('rows without error'),
  badRows: z.number().int().describe('rows with at least one error'),
  written: z.number().int().describe('clients written (0 for check, and for all when any row is bad)'),
  errors: z.array(clientImportError).describe(`the first ${CLIENT_IMPORT_LIMITS.maxErrors} errors, by row then column`),
  moreErrors: z.number().int().describe('errors not listed'),
  firstGuestcode: z.string().describe("the first written client's customer number, '' when none"),
});
export type ClientImportResult = z.infer<typeof clientImportResult>;

export const ClientImport = defineCall({
  method: 'POST',
  path: '/api/Excel/ClientImport',
  summary: 'Validates (and in modes valid / all, writes in one transaction) the clients of an .xlsx (multipart, field file); streams its progress in export frames',
  mark: M.clientImport,
  query: clientImportQuery,
  data: z.null().describe('not JSON: export frames (list.ts): progress, then end with clientImportResult, or error'),
});
