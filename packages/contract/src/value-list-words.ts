/**
 * The words of the value lists (/system/dict, issue 37 #10) without any schema, so the page and
 * the client form read them without zod (value-lists.ts re-exports them).
 *
 * Editable lists: a client profile field that the spec leaves free text, whose labels a branch
 * keeps (adds, renames, disables, reorders, removes). The list's code is the field's name; `max`
 * is the field's own limit (clientUpdate), so an item always fits the field it fills.
 */
export const VALUE_LISTS = {
  khly: { cn: '客户来源', en: 'Client source', max: 50 },
  guesttype: { cn: '客户类别', en: 'Customer kind', max: 50 },
  clientlevel: { cn: '客户等级', en: 'Client level', max: 20 },
  groupname: { cn: '客户分组', en: 'Client group', max: 50 },
  hyline: { cn: '所属行业', en: 'Industry', max: 50 },
  paytype: { cn: '付款方式', en: 'Payment method', max: 30 },
  fptype: { cn: '发票类型', en: 'Invoice type', max: 30 },
} as const;
export type ValueListCode = keyof typeof VALUE_LISTS;
export const VALUE_LIST_CODES = Object.keys(VALUE_LISTS) as [ValueListCode, ...ValueListCode[]];

/** The most items one list holds. */
export const VALUE_ITEMS_MAX = 100;
/** The longest English label (the Chinese one is the list's `max`). */
export const VALUE_NAME_EN_MAX = 50;

export const isValueListCode = (code: string): code is ValueListCode => Object.hasOwn(VALUE_LISTS, code);

interface FixedValue {
  value: string;
  cn: string;
  en: string;
}

const values = (list: readonly (readonly [string | number, string, string])[]): FixedValue[] =>
  list.map(([value, cn, en]) => ({ value: String(value), cn, en }));

/**
 * The lists whose codes and values the spec (§3, §9) or the order desk fixes: shown read-only,
 * never changed by a branch. The same codes as constants.ts and order-words.ts, in their order.
 */
export const FIXED_VALUE_LISTS = {
  clienttype: {
    cn: '客户类型',
    en: 'Client type',
    values: values([
      [1, '客户', 'Customer'],
      [2, '供应商', 'Supplier'],
      [3, '客户/供应商', 'Customer/supplier'],
      [4, '货运', 'Freight'],
      [5, '其他', 'Other'],
    ]),
  },
  price_sign: {
    cn: '售价公式符号',
    en: 'Sales formula signs',
    values: values([
      ['*', '乘', 'Multiply'],
      ['/', '除', 'Divide'],
      ['+', '加', 'Add'],
      ['-', '减', 'Subtract'],
    ]),
  },
  roundtype: {
    cn: '取整方式',
    en: 'Round types',
    values: values([
      ['round', '四舍五入', 'Round half up'],
      ['ceiling', '向上取整', 'Round up'],
      ['blxs', '保留小数', 'Keep decimals'],
    ]),
  },
  status: {
    cn: '表格状态',
    en: 'Table status',
    values: values([
      [1, '启用', 'Enabled'],
      [0, '停用', 'Disabled'],
    ]),
  },
  order_state: {
    cn: '订单状态',
    en: 'Order states',
    values: values([
      [0, '已下单', 'Placed'],
      [1, '已确认', 'Confirmed'],
      [2, '生产中', 'In production'],
      [3, '已发货', 'Shipped'],
      [4, '已完成', 'Completed'],
      [9, '已取消', 'Cancelled'],
    ]),
  },
  payment_method: {
    cn: '支付方式',
    en: 'Payment methods (order desk)',
    values: values([
      ['wechat', '微信支付', 'WeChat Pay'],
      ['alipay', '支付宝', 'Alipay'],
      ['bank', '银行转账', 'Bank transfer'],
      ['cash', '现金', 'Cash'],
      ['monthly', '月结', 'Monthly settlement'],
    ]),
  },
  page_size: {
    cn: '每页条数',
    en: 'Page sizes',
    values: values([15, 30, 50, 100, 500].map((n) => [n, `${n} 条/页`, `${n} / page`] as const)),
  },
} as const satisfies Record<string, { cn: string; en: string; values: FixedValue[] }>;
export type FixedValueListCode = keyof typeof FIXED_VALUE_LISTS;
