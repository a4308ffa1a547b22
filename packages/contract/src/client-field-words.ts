/**
 * The required-field chooser's words (spec §5, issue 12 #1) without any schema, so the web's
 * chooser uses the same fields and titles as the server's message without carrying zod
 * (client-fields.ts re-exports them).
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
export const CLIENT_CHOOSABLE_FIELDS = Object.keys(CLIENT_FIELD_CHOICES) as [
  ClientChoosableField,
  ...ClientChoosableField[],
];
