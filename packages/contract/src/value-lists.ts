import { z } from 'zod';
import { defineCall } from './call.js';
import { rowId, seenVersion } from './fields.js';
import { M } from './perms.js';
import { ruleWords } from './rule-words.js';
import {
  FIXED_VALUE_LISTS,
  VALUE_ITEMS_MAX,
  VALUE_LIST_CODES,
  VALUE_NAME_EN_MAX,
  type FixedValueListCode,
  type ValueListCode,
} from './value-list-words.js';

/**
 * Value lists (/system/dict, issue 37 #10, RuoYi's 字典管理). Editable lists hold the labels a
 * branch offers for a client profile field the spec leaves free text; the client keeps the text
 * itself (`name`), so a rename carries the branch's clients that hold the old text with it, and an
 * item some client holds is not removed (disable it instead). Fixed lists (spec §3, §9: client
 * types, formula signs, round types, table status, order states, payment methods, page sizes) are
 * answered read-only and every change to them is refused. Another branch's item is "not found";
 * a change sends the `version` the user saw (changed meanwhile → 409).
 */
export * from './value-list-words.js';

const FIXED_CODES = Object.keys(FIXED_VALUE_LISTS) as [FixedValueListCode, ...FixedValueListCode[]];
const version = seenVersion('the version the user saw (changed meanwhile → 409)');
const listCode = z
  .enum([...VALUE_LIST_CODES, ...FIXED_CODES])
  .describe('the list: a client field (editable) or a fixed list (refused)');
const itemName = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .describe("the label a client stores (Chinese), at most the list's limit (clientlevel 20, paytype and fptype 30)");
const itemNameEn = z
  .string()
  .trim()
  .max(VALUE_NAME_EN_MAX)
  .default('')
  .describe('the English label; empty: the Chinese one is shown');

export const valueItem = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  status: z.number().int().describe('1 enabled (offered in the client form), 0 disabled'),
  sort: z.number().int(),
  version: z.number().int(),
  clients: z.number().int().describe("the branch's clients holding this label"),
});
export type ValueItem = z.infer<typeof valueItem>;

export const valueList = z.object({
  code: z.enum(VALUE_LIST_CODES).describe('the client profile field the list fills'),
  cn: z.string(),
  en: z.string(),
  max: z.number().int().describe('the longest label (the field’s limit)'),
  items: z.array(valueItem).describe('in the branch’s order, disabled ones too'),
});
export type ValueList = z.infer<typeof valueList>;

export const fixedValueList = z.object({
  code: z.enum(FIXED_CODES),
  cn: z.string(),
  en: z.string(),
  values: z.array(z.object({ value: z.string(), cn: z.string(), en: z.string() })),
});
export type FixedValueList = z.infer<typeof fixedValueList>;

export const ValueLists = defineCall({
  method: 'GET',
  path: '/api/System/ValueLists',
  summary: "The branch's editable value lists with every item, and the fixed lists (read-only)",
  mark: M.dictView,
  data: z.object({ lists: z.array(valueList), fixed: z.array(fixedValueList) }),
});

export const valueChoice = z.object({ name: z.string(), nameEn: z.string() });
export type ValueChoice = z.infer<typeof valueChoice>;

export const ValueListChoices = defineCall({
  method: 'GET',
  path: '/api/System/ValueListChoices',
  summary: "The enabled items of the branch's value lists, in order, by list: what the client form offers",
  mark: M.clientView,
  data: z.object(
    Object.fromEntries(VALUE_LIST_CODES.map((code) => [code, z.array(valueChoice)])) as Record<
      ValueListCode,
      z.ZodArray<typeof valueChoice>
    >,
  ),
});

const RULES = [
  "name: not longer than the list's limit (clientlevel 20, paytype and fptype 30, others 50)",
  'name: not already in the list (letters compared without case)',
  'list: a fixed list is refused',
];

export const AddValueItem = defineCall({
  method: 'POST',
  path: '/api/System/AddValueItem',
  summary: 'Adds an item (enabled, last) to one of the branch’s editable value lists',
  mark: M.dictEdit,
  rules: [...RULES, `list: at most ${VALUE_ITEMS_MAX} items`],
  body: z.object({ list: listCode, name: itemName, nameEn: itemNameEn }).strict(),
  data: valueItem,
});

export const ChangeValueItem = defineCall({
  method: 'POST',
  path: '/api/System/ChangeValueItem',
  summary:
    "Renames an item; the branch's clients holding the old label get the new one. Refused when it changed since `version`",
  mark: M.dictEdit,
  rules: RULES.slice(0, 2),
  body: z.object({ id: rowId('the item'), version, name: itemName, nameEn: itemNameEn }).strict(),
  data: valueItem.extend({ renamed: z.number().int().describe('clients whose field took the new label') }),
});

export const SetValueItemStatus = defineCall({
  method: 'POST',
  path: '/api/System/SetValueItemStatus',
  summary: 'Enables or disables an item (a disabled one is no longer offered; clients holding it keep it)',
  mark: M.dictEdit,
  body: z
    .object({
      id: rowId('the item'),
      version,
      status: z.number().int().min(0).max(1).describe('1 enabled, 0 disabled'),
    })
    .strict(),
  data: valueItem,
});

export const ReorderValueList = defineCall({
  method: 'POST',
  path: '/api/System/ReorderValueList',
  summary:
    "Puts one list's items in a new order: all of them, each with the version seen; refused when any changed meanwhile",
  mark: M.dictEdit,
  rules: ['order: each item at most once', 'list: a fixed list is refused'],
  body: z
    .object({
      list: listCode,
      order: z
        .array(z.object({ id: rowId('an item of the list'), version }).strict())
        .min(1)
        .max(VALUE_ITEMS_MAX)
        .refine(
          (xs) => new Set(xs.map((x) => x.id)).size === xs.length,
          ruleWords('每一项只能出现一次', 'must name each item at most once'),
        ),
    })
    .strict(),
  data: z.array(z.object({ id: z.number().int(), sort: z.number().int(), version: z.number().int() })),
});

export const RemoveValueItem = defineCall({
  method: 'POST',
  path: '/api/System/RemoveValueItem',
  summary: 'Removes an item no client of the branch holds (one that some hold: disable it instead)',
  mark: M.dictEdit,
  body: z.object({ id: rowId('the item'), version }).strict(),
  data: z.object({ id: z.number().int() }),
});
