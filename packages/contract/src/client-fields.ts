import { z } from 'zod';
import { defineCall } from './call.js';
import { M } from './perms.js';

/**
 * The required-field chooser of the client profile (spec §5, issue 12 #1): an administrator
 * picks which profile fields a client of the branch must have filled in; the customer name and
 * the company full name are always required. UpdateClient (and the add form) are held to the
 * same choice by the server, whatever the request says.
 */

/** Always required, whatever the branch chose. */
export const CLIENT_FORCED_FIELDS = ['guestname', 'longname'] as const;

/** The fields a branch may make required, with their titles (the chooser and the server's message). */
export const CLIENT_FIELD_CHOICES = {
  linkman: { cn: '联系人', en: 'Contact person' },
  mobile: { cn: '手机', en: 'Mobile' },
  telephone: { cn: '电话', en: 'Telephone' },
  email: { cn: '邮箱', en: 'E-mail' },
  address: { cn: '地址', en: 'Address' },
  area: { cn: '区域', en: 'Region' },
  province: { cn: '省份', en: 'Province' },
  city: { cn: '城市', en: 'City' },
  district: { cn: '区县', en: 'District' },
  position: { cn: '职务', en: 'Position' },
  clientlevel: { cn: '客户等级', en: 'Client level' },
  guesttype: { cn: '客户类别', en: 'Customer kind' },
  zip: { cn: '邮编', en: 'Postcode' },
  fax: { cn: '传真', en: 'Fax' },
  paytype: { cn: '付款方式', en: 'Payment method' },
  fptype: { cn: '发票类型', en: 'Invoice type' },
  bankname: { cn: '开户银行', en: 'Bank' },
  account: { cn: '银行账号', en: 'Bank account' },
  htdate: { cn: '合同日期', en: 'Contract date' },
  khcode: { cn: '客户简码', en: 'Short code' },
  groupname: { cn: '客户分组', en: 'Client group' },
  charge: { cn: '负责人', en: 'Person in charge' },
  gendanper: { cn: '跟单员', en: 'Order follower' },
  cwcharge: { cn: '财务联系人', en: 'Finance contact' },
  cgcharge: { cn: '采购联系人', en: 'Purchasing contact' },
  khly: { cn: '客户来源', en: 'Client source' },
  manager: { cn: '客户经理', en: 'Account manager' },
  hyline: { cn: '所属行业', en: 'Industry' },
  smsmobile: { cn: '短信手机', en: 'SMS mobile' },
  note: { cn: '备注', en: 'Note' },
} as const satisfies Record<string, { cn: string; en: string }>;
export type ClientChoosableField = keyof typeof CLIENT_FIELD_CHOICES;
export const CLIENT_CHOOSABLE_FIELDS = Object.keys(CLIENT_FIELD_CHOICES) as [ClientChoosableField, ...ClientChoosableField[]];

const requiredFields = z.object({
  forced: z.array(z.string()).describe('always required: customer name and company full name'),
  chosen: z.array(z.enum(CLIENT_CHOOSABLE_FIELDS)).describe('the fields the branch made required'),
});

export const ClientRequiredFields = defineCall({
  method: 'GET',
  path: '/api/UManage/ClientRequiredFields',
  summary: "The client profile fields the branch requires (the forced two and the branch's choice)",
  mark: M.clientView,
  data: requiredFields,
});

export const SetClientRequiredFields = defineCall({
  method: 'POST',
  path: '/api/UManage/SetClientRequiredFields',
  summary: "Sets the profile fields the branch's clients must have filled in (the forced two always are)",
  mark: M.clientFields,
  body: z.object({ chosen: z.array(z.enum(CLIENT_CHOOSABLE_FIELDS)).max(CLIENT_CHOOSABLE_FIELDS.length).describe('fields to require; the forced two need not be named') }).strict(),
  data: requiredFields,
});
