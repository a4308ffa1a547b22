import { z } from 'zod';
import { defineCall } from './call.js';
import { DATE_MAX, DATE_MIN, dateString } from './dates.js';
import { CLIENT_TYPES, PRICE_FORMULA_SIGNS, ROUND_TYPES } from './constants.js';
import { M } from './perms.js';
import { BANK_ACCOUNT_PATTERN, POSTCODE_WORDS, SHORT_CODE_PATTERN, SHORT_CODE_WORDS } from './field-words.js';
import { matching, phoneText, postcodeText } from './fields.js';
import { ruleWords } from './rule-words.js';

/**
 * The client (customer) profile of spec §3 and the calls of the console's client-info
 * dialog: ClientInfo (read), get_UserInfo (read by name, from a ranking row) and
 * UpdateClient (edit). Wire names are the spec's; decimals travel as strings.
 */

const decimalOut = (what: string) => z.string().describe(`${what}, decimal string`);
const flag = (what: string) => z.number().int().min(0).max(1).describe(`${what}: 1 yes, 0 no`);

/** Every field of spec §3, as ClientInfo returns it. */
export const clientProfile = z.object({
  guestcode: z.string().describe('customer number; read-only, identifies the client in its branch'),
  guestname: z.string().describe('customer name (short)'),
  longname: z.string().describe('company full name'),
  clienttype: z.number().int().describe('1 customer, 2 supplier, 3 customer/supplier, 4 freight, 5 other'),
  guesttype: z.string().describe('customer kind, free text (企业/个人/代理 …)'),
  linkman: z.string().describe('contact person'),
  clientlevel: z.string().describe('client level'),
  position: z.string().describe("contact's position"),
  area: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  telephone: z.string(),
  fax: z.string(),
  email: z.string(),
  mobile: z.string(),
  zip: z.string(),
  paytype: z.string().describe('payment method'),
  fptype: z.string().describe('invoice type'),
  fppoint: decimalOut('invoice surcharge points'),
  address: z.string(),
  maxprice: decimalOut('credit limit (money)'),
  isyuejie: flag('monthly settlement'),
  yjy: z.number().int().describe('settlement month offset'),
  yjh: z.number().int().describe('settlement day of month'),
  maxdays: z.number().int().describe('credit days'),
  tmpprice: decimalOut('temporary credit limit (money)'),
  tmpdays: z.number().int().describe('temporary credit days'),
  yhl: decimalOut('discount rate'),
  gstaxrate: decimalOut('tax rate, percent'),
  bankname: z.string(),
  account: z.string().describe('bank account'),
  htdate: z.string().describe('contract date YYYY-MM-DD, empty when none'),
  xyfen: z.number().int().describe('credit score'),
  note: z.string(),
  paper_note: z.string().describe('paper note'),
  groupname: z.string().describe('client group'),
  order_zq: z.number().int().describe('order cycle, days'),
  dh_zq: z.number().int().describe('delivery cycle, days'),
  khcode: z.string().describe('customer short code'),
  charge: z.string().describe('person in charge'),
  gendanper: z.string().describe('order follower'),
  cwcharge: z.string().describe('finance contact'),
  cgcharge: z.string().describe('purchasing contact'),
  xstarget: decimalOut('sales target (money)'),
  khly: z.string().describe('client source'),
  manager: z.string().describe('account manager'),
  hyline: z.string().describe('industry'),
  xiadan: flag('may place orders'),
  kdtime: z.string().describe('courier time'),
  iswritebj: flag('write a quotation'),
  isinsurance: flag('insured shipping'),
  isdfyf: flag('freight collect'),
  issendmsg: flag('send SMS notices'),
  smsmobile: z.string().describe('SMS mobile'),
  price_field: z.string().describe('sales price formula: the base price field'),
  price_sign: z.enum(PRICE_FORMULA_SIGNS).describe('sales price formula: * / + -'),
  price_number: decimalOut('sales price formula: the number'),
  roundtype: z.enum(ROUND_TYPES).describe('round (half up), ceiling (up), blxs (keep decimals)'),
  rk_jggs: z.string().describe('inbound price formula'),
});
export type ClientProfile = z.infer<typeof clientProfile>;

const text = (max: number) => z.string().trim().max(max);
/**
 * A decimal as text or a number: at most `intDigits` digits and `scale` decimals, and not negative
 * when `min` is 0. Each rule is refused in its own words; the document shows both forms' bounds.
 */
const decimalIn = (intDigits: number, scale: number, opts: { min?: number } = {}) => {
  const form = new RegExp(`^-?\\d{1,${intDigits}}(\\.\\d{1,${scale}})?$`);
  const nonNegative = opts.min === 0;
  const largest = 10 ** intDigits - 10 ** -scale;
  return z
    .union([
      z
        .string()
        .trim()
        .max(40)
        .meta({ pattern: `^${nonNegative ? '' : '-?'}\\d{1,${intDigits}}(\\.\\d{1,${scale}})?$`, example: '0' }),
      z.number().meta({ minimum: nonNegative ? 0 : -largest, maximum: largest, multipleOf: 10 ** -scale }),
    ])
    .transform((v) => String(v))
    .pipe(
      z
        .string()
        .refine((s) => form.test(s), {
          ...ruleWords(
            `应为数字，最多 ${intDigits} 位整数、${scale} 位小数`,
            `must be a number with at most ${intDigits} digits and ${scale} decimals`,
          ),
          abort: true,
        })
        .refine((s) => !nonNegative || !s.startsWith('-'), ruleWords('不能为负数', 'must not be negative')),
    )
    .describe(
      `a number with at most ${intDigits} digits and ${scale} decimals${nonNegative ? ', not negative' : ''}, as text or a number`,
    );
};
const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flagIn = z.coerce.number().int().min(0).max(1);

/**
 * The editable profile (spec §5): customer name and company full name required; the customer
 * number (guestcode) names the client and cannot be changed. Fields left out keep their value.
 */
export const clientUpdate = z
  .object({
    guestcode: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .describe('customer number of the client to edit (read-only: it cannot be changed)'),
    guestname: z.string().trim().min(1).max(100).describe('customer name, required'),
    longname: z.string().trim().min(1).max(200).describe('company full name, required'),
    clienttype: intIn(CLIENT_TYPES[0], CLIENT_TYPES[CLIENT_TYPES.length - 1]).describe(
      '1 customer, 2 supplier, 3 customer/supplier, 4 freight, 5 other',
    ),
    guesttype: text(50),
    linkman: text(50),
    clientlevel: text(20),
    position: text(50),
    area: text(50),
    province: text(50),
    city: text(50),
    district: text(50),
    telephone: phoneText(50),
    fax: phoneText(50),
    email: z.union([z.literal(''), z.string().trim().max(100).pipe(z.email())]),
    mobile: phoneText(30),
    zip: postcodeText(20),
    paytype: text(30),
    fptype: text(30),
    fppoint: decimalIn(4, 2, { min: 0 }),
    address: text(300),
    maxprice: decimalIn(12, 2, { min: 0 }),
    isyuejie: flagIn,
    yjy: intIn(0, 12),
    yjh: intIn(0, 31),
    maxdays: intIn(0, 3650),
    tmpprice: decimalIn(12, 2, { min: 0 }),
    tmpdays: intIn(0, 3650),
    yhl: decimalIn(4, 2),
    gstaxrate: decimalIn(4, 2, { min: 0 }),
    bankname: text(100),
    account: matching(text(60), BANK_ACCOUNT_PATTERN, POSTCODE_WORDS, '6222 0212 3456 7890'),
    htdate: z
      .union([z.literal(''), dateString()])
      .describe(`contract date YYYY-MM-DD (${DATE_MIN} … ${DATE_MAX}) or empty`),
    xyfen: intIn(0, 1_000_000),
    note: text(1000),
    paper_note: text(1000),
    groupname: text(50),
    order_zq: intIn(0, 3650),
    dh_zq: intIn(0, 3650),
    khcode: matching(text(40), SHORT_CODE_PATTERN, SHORT_CODE_WORDS, 'KH001'),
    charge: text(50),
    gendanper: text(50),
    cwcharge: text(50),
    cgcharge: text(50),
    xstarget: decimalIn(12, 2, { min: 0 }),
    khly: text(50),
    manager: text(50),
    hyline: text(50),
    xiadan: flagIn,
    kdtime: text(50),
    iswritebj: flagIn,
    isinsurance: flagIn,
    isdfyf: flagIn,
    issendmsg: flagIn,
    smsmobile: phoneText(30),
    price_field: text(50),
    price_sign: z.enum(PRICE_FORMULA_SIGNS),
    price_number: decimalIn(6, 4),
    roundtype: z.enum(ROUND_TYPES),
    rk_jggs: text(200),
  })
  .partial()
  .required({ guestcode: true, guestname: true, longname: true })
  .strict();
export type ClientUpdate = z.input<typeof clientUpdate>;

export const ClientInfo = defineCall({
  method: 'GET',
  path: '/api/UManage/ClientInfo',
  summary: "A client's full profile (spec §3), by customer number",
  mark: M.clientView,
  query: z.object({
    guestcode: z.string().trim().min(1).max(40).describe("the client's customer number (not the user's reguserno)"),
    gscode: z.string().max(20).optional().describe('branch code; must match the session (another → code 8)'),
  }),
  data: clientProfile,
});

export const get_UserInfo = defineCall({
  method: 'GET',
  path: '/api/UManage/get_UserInfo',
  summary: "A client's full profile by customer name (e.g. from a ranking row)",
  mark: M.clientView,
  query: z.object({
    guestcode: z
      .string()
      .max(40)
      .optional()
      .describe("the user's reguserno; must match the session (another → code 8)"),
    gscode: z.string().max(20).optional().describe('branch code; must match the session (another → code 8)'),
    guestname: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .describe('customer name, exact; when several clients share it, the lowest customer number'),
  }),
  data: clientProfile,
});

/** What the server refuses of a client's profile beyond its schema (the branch's choice, ClientRequiredFields). */
export const CLIENT_REQUIRED_RULE = 'the fields the branch requires (GET /api/UManage/ClientRequiredFields): not empty';

export const UpdateClient = defineCall({
  method: 'POST',
  path: '/api/UManage/UpdateClient',
  summary: "Edit a client's profile (the customer number cannot change); returns the saved profile",
  mark: M.clientEdit,
  rules: [CLIENT_REQUIRED_RULE],
  body: clientUpdate,
  data: clientProfile,
});
