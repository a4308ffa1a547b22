/**
 * The client import's words and limits without any schema (excel-import.ts re-exports them), so
 * the web's import page uses the same fields, labels and limits as the server without carrying zod.
 */
import { CLIENT_FIELD_CHOICES } from './client-field-words.js';

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
 * own words; those a branch may make required are the chooser's, CLIENT_FIELD_CHOICES) and the template's sample value. `kind` tells the user what a cell holds.
 */
export const CLIENT_IMPORT_FIELDS = [
  { key: 'guestname', cn: '客户名称', en: 'Customer name', sample: '示例印刷客户', kind: 'text' },
  { key: 'longname', cn: '公司全称', en: 'Company name', sample: '示例印刷有限公司', kind: 'text' },
  { key: 'clienttype', cn: '往来类型', en: 'Client type', sample: '1', kind: 'clienttype' },
  { key: 'guesttype', ...CLIENT_FIELD_CHOICES.guesttype, sample: '企业', kind: 'text' },
  { key: 'linkman', ...CLIENT_FIELD_CHOICES.linkman, sample: '张三', kind: 'text' },
  { key: 'clientlevel', ...CLIENT_FIELD_CHOICES.clientlevel, sample: 'A', kind: 'text' },
  { key: 'position', ...CLIENT_FIELD_CHOICES.position, sample: '经理', kind: 'text' },
  { key: 'area', ...CLIENT_FIELD_CHOICES.area, sample: '华东', kind: 'text' },
  { key: 'province', ...CLIENT_FIELD_CHOICES.province, sample: '上海', kind: 'text' },
  { key: 'city', ...CLIENT_FIELD_CHOICES.city, sample: '上海', kind: 'text' },
  { key: 'district', ...CLIENT_FIELD_CHOICES.district, sample: '浦东新区', kind: 'text' },
  { key: 'telephone', ...CLIENT_FIELD_CHOICES.telephone, sample: '021-12345678', kind: 'text' },
  { key: 'fax', ...CLIENT_FIELD_CHOICES.fax, sample: '', kind: 'text' },
  { key: 'email', ...CLIENT_FIELD_CHOICES.email, sample: 'client@example.com', kind: 'text' },
  { key: 'mobile', ...CLIENT_FIELD_CHOICES.mobile, sample: '13800000000', kind: 'text' },
  { key: 'zip', ...CLIENT_FIELD_CHOICES.zip, sample: '200000', kind: 'text' },
  { key: 'paytype', ...CLIENT_FIELD_CHOICES.paytype, sample: '月结', kind: 'text' },
  { key: 'fptype', ...CLIENT_FIELD_CHOICES.fptype, sample: '增值税专用发票', kind: 'text' },
  { key: 'fppoint', cn: '开票点数', en: 'Invoice surcharge (points)', sample: '0', kind: 'number' },
  { key: 'address', ...CLIENT_FIELD_CHOICES.address, sample: '上海市浦东新区示例路 1 号', kind: 'text' },
  { key: 'maxprice', cn: '信用额度', en: 'Credit limit', sample: '5000', kind: 'number' },
  { key: 'isyuejie', cn: '月结', en: 'Monthly settlement', sample: '0', kind: 'flag' },
  { key: 'yjy', cn: '结算月偏移', en: 'Settlement month offset', sample: '0', kind: 'number' },
  { key: 'yjh', cn: '结算日', en: 'Settlement day', sample: '0', kind: 'number' },
  { key: 'maxdays', cn: '信用天数', en: 'Credit days', sample: '30', kind: 'number' },
  { key: 'tmpprice', cn: '临时额度', en: 'Temporary credit limit', sample: '0', kind: 'number' },
  { key: 'tmpdays', cn: '临时天数', en: 'Temporary credit days', sample: '0', kind: 'number' },
  { key: 'yhl', cn: '优惠率', en: 'Discount rate', sample: '0', kind: 'number' },
  { key: 'gstaxrate', cn: '税率 (%)', en: 'Tax rate (%)', sample: '13', kind: 'number' },
  { key: 'bankname', ...CLIENT_FIELD_CHOICES.bankname, sample: '', kind: 'text' },
  { key: 'account', ...CLIENT_FIELD_CHOICES.account, sample: '', kind: 'text' },
  { key: 'htdate', ...CLIENT_FIELD_CHOICES.htdate, sample: '2026-01-01', kind: 'date' },
  { key: 'xyfen', cn: '信用分', en: 'Credit score', sample: '0', kind: 'number' },
  { key: 'note', ...CLIENT_FIELD_CHOICES.note, sample: '', kind: 'text' },
  { key: 'paper_note', cn: '纸张备注', en: 'Paper note', sample: '', kind: 'text' },
  { key: 'groupname', ...CLIENT_FIELD_CHOICES.groupname, sample: '', kind: 'text' },
  { key: 'order_zq', cn: '下单周期 (天)', en: 'Order cycle (days)', sample: '0', kind: 'number' },
  { key: 'dh_zq', cn: '交货周期 (天)', en: 'Delivery cycle (days)', sample: '0', kind: 'number' },
  { key: 'khcode', ...CLIENT_FIELD_CHOICES.khcode, sample: 'SL', kind: 'text' },
  { key: 'charge', ...CLIENT_FIELD_CHOICES.charge, sample: '', kind: 'text' },
  { key: 'gendanper', ...CLIENT_FIELD_CHOICES.gendanper, sample: '', kind: 'text' },
  { key: 'cwcharge', ...CLIENT_FIELD_CHOICES.cwcharge, sample: '', kind: 'text' },
  { key: 'cgcharge', ...CLIENT_FIELD_CHOICES.cgcharge, sample: '', kind: 'text' },
  { key: 'xstarget', cn: '销售目标', en: 'Sales target', sample: '0', kind: 'number' },
  { key: 'khly', ...CLIENT_FIELD_CHOICES.khly, sample: '', kind: 'text' },
  { key: 'manager', ...CLIENT_FIELD_CHOICES.manager, sample: '', kind: 'text' },
  { key: 'hyline', ...CLIENT_FIELD_CHOICES.hyline, sample: '', kind: 'text' },
  { key: 'xiadan', cn: '允许下单', en: 'May place orders', sample: '1', kind: 'flag' },
  { key: 'kdtime', cn: '快递时间', en: 'Courier time', sample: '', kind: 'text' },
  { key: 'iswritebj', cn: '填写报价', en: 'Write a quotation', sample: '0', kind: 'flag' },
  { key: 'isinsurance', cn: '保价运输', en: 'Insured shipping', sample: '0', kind: 'flag' },
  { key: 'isdfyf', cn: '运费到付', en: 'Freight collect', sample: '0', kind: 'flag' },
  { key: 'issendmsg', cn: '短信通知', en: 'SMS notices', sample: '0', kind: 'flag' },
  { key: 'smsmobile', ...CLIENT_FIELD_CHOICES.smsmobile, sample: '', kind: 'text' },
  { key: 'price_field', cn: '销售价公式：基准字段', en: 'Sales price formula: base field', sample: '', kind: 'text' },
  { key: 'price_sign', cn: '销售价公式：运算', en: 'Sales price formula: operation', sample: '*', kind: 'text' },
  { key: 'price_number', cn: '销售价公式：数值', en: 'Sales price formula: number', sample: '1', kind: 'number' },
  { key: 'roundtype', cn: '取整方式', en: 'Rounding', sample: 'round', kind: 'text' },
  { key: 'rk_jggs', cn: '入库价公式', en: 'Inbound price formula', sample: '', kind: 'text' },
] as const satisfies readonly { key: string; cn: string; en: string; sample: string; kind: string }[];

export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number]['key'];
export const CLIENT_IMPORT_FIELD_KEYS = CLIENT_IMPORT_FIELDS.map((f) => f.key) as [
  ClientImportField,
  ...ClientImportField[],
];

/** Excel's letters of a column (0 → A, 25 → Z, 26 → AA). */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** What the server refuses of an uploaded workbook beyond its transport (client and year-plan imports). */
export const SHEET_FILE_RULE = 'file: an .xlsx workbook by its content, not damaged, not empty';
