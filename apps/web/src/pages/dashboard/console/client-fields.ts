import {
  CLIENT_TYPES,
  clientUpdate,
  wordsOfIssue,
  type RuleWords,
  maxLengthOf,
  PRICE_FORMULA_SIGNS,
  ROUND_TYPES,
  type ClientAdd,
  type ClientProfile,
  type ClientUpdate,
} from '@bo/contract';

/**
 * The client-info form: spec §3's profile fields in groups, and the rules of spec §5 (customer
 * name, customer number and company name required; customer number read-only). Every other
 * rule comes from the contract's clientUpdate schema, the same one the server applies.
 */

export type FieldName = keyof ClientProfile;
/** `choice`: a text offered from the branch's value list of the same name (/system/dict), e.g. the client source. */
export type FieldKind = 'text' | 'textarea' | 'int' | 'decimal' | 'flag' | 'select' | 'choice' | 'date';

export interface FieldDef {
  name: FieldName;
  kind: FieldKind;
  /** Values of a select. */
  options?: readonly (string | number)[];
}

const f = (name: FieldName, kind: FieldKind = 'text', options?: readonly (string | number)[]): FieldDef => ({
  name,
  kind,
  options,
});

export const FIELD_GROUPS: { key: string; fields: FieldDef[] }[] = [
  {
    key: 'basic',
    fields: [
      f('guestcode'),
      f('guestname'),
      f('longname'),
      f('clienttype', 'select', CLIENT_TYPES),
      f('guesttype', 'choice'),
      f('clientlevel', 'choice'),
      f('groupname', 'choice'),
      f('khcode'),
      f('hyline', 'choice'),
      f('khly', 'choice'),
      f('xyfen', 'int'),
    ],
  },
  {
    key: 'contact',
    fields: [f('linkman'), f('position'), f('telephone'), f('mobile'), f('fax'), f('email'), f('smsmobile')],
  },
  { key: 'address', fields: [f('area'), f('province'), f('city'), f('district'), f('address'), f('zip')] },
  {
    key: 'finance',
    fields: [
      f('paytype', 'choice'),
      f('fptype', 'choice'),
      f('fppoint', 'decimal'),
      f('isyuejie', 'flag'),
      f('yjy', 'int'),
      f('yjh', 'int'),
      f('maxprice', 'decimal'),
      f('maxdays', 'int'),
      f('tmpprice', 'decimal'),
      f('tmpdays', 'int'),
      f('yhl', 'decimal'),
      f('gstaxrate', 'decimal'),
      f('bankname'),
      f('account'),
      f('htdate', 'date'),
    ],
  },
  {
    key: 'sales',
    fields: [
      f('manager'),
      f('charge'),
      f('gendanper'),
      f('cwcharge'),
      f('cgcharge'),
      f('xstarget', 'decimal'),
      f('order_zq', 'int'),
      f('dh_zq', 'int'),
      f('kdtime'),
    ],
  },
  {
    key: 'flags',
    fields: [
      f('xiadan', 'flag'),
      f('iswritebj', 'flag'),
      f('isinsurance', 'flag'),
      f('isdfyf', 'flag'),
      f('issendmsg', 'flag'),
    ],
  },
  {
    key: 'formula',
    fields: [
      f('price_field'),
      f('price_sign', 'select', PRICE_FORMULA_SIGNS),
      f('price_number', 'decimal'),
      f('roundtype', 'select', ROUND_TYPES),
      f('rk_jggs'),
    ],
  },
  { key: 'notes', fields: [f('note', 'textarea'), f('paper_note', 'textarea')] },
];

export const ALL_FIELDS: FieldDef[] = FIELD_GROUPS.flatMap((g) => g.fields);

/** Spec §5: these three are required. */
export const REQUIRED_FIELDS: readonly FieldName[] = ['guestname', 'guestcode', 'longname'];
/** Spec §5: the customer number cannot be edited (it names the client). */
export const READ_ONLY_FIELDS: readonly FieldName[] = ['guestcode'];

export type FormValues = Record<FieldName, string | number | boolean>;

/** What the form holds for a profile: flags as booleans, everything else as the profile has it. */
export function profileToForm(p: ClientProfile): FormValues {
  const out = {} as FormValues;
  for (const { name, kind } of ALL_FIELDS) out[name] = kind === 'flag' ? p[name] === 1 : p[name];
  return out;
}

/**
 * The add form's starting values: what the database gives a client whose field is left alone
 * (empty texts, zeros, "may place orders" on, customer type 1, the formula × 1 rounded half up).
 */
export function blankForm(): FormValues {
  const start: Partial<Record<FieldName, string | number | boolean>> = { xiadan: true, price_number: '1' };
  const out = {} as FormValues;
  for (const { name, kind, options } of ALL_FIELDS) {
    out[name] =
      start[name] ??
      (kind === 'flag' ? false : kind === 'int' ? 0 : kind === 'decimal' ? '0' : kind === 'select' ? options![0] : '');
  }
  return out;
}

/** Why a field's value is refused: missing (required), longer than its limit, or not in the accepted form. */
export type FieldProblem = 'required' | 'tooLong' | 'invalid';

const shape = clientUpdate.shape as Record<
  string,
  { safeParse: (v: unknown) => { success: boolean; error?: { issues: { params?: Record<string, unknown> }[] } } }
>;

const TEXT_KINDS: readonly FieldKind[] = ['text', 'textarea', 'choice'];

/**
 * The most characters a text field takes: the contract's own .max(), the one the server
 * applies, so the form's counter and message can never disagree with the server.
 */
export function fieldMaxLength(name: FieldName): number | undefined {
  const kind = ALL_FIELDS.find((d) => d.name === name)?.kind;
  return kind && TEXT_KINDS.includes(kind) ? maxLengthOf(clientUpdate.shape[name]) : undefined;
}

/** Checks one field against spec §5 (the forced fields and those the branch chose: `required`) and the contract's rule for it. */
export function checkField(
  name: FieldName,
  value: unknown,
  required: readonly FieldName[] = REQUIRED_FIELDS,
): FieldProblem | undefined {
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (required.includes(name) && blank) return 'required';
  const kind = ALL_FIELDS.find((d) => d.name === name)?.kind;
  const v = kind === 'flag' ? (value ? 1 : 0) : value;
  if (kind === 'int' && blank) return 'invalid'; // a whole number is expected, not nothing
  const max = fieldMaxLength(name);
  // Counted as the server counts: after trimming, in UTF-16 units (zod's and antd's .length).
  if (max !== undefined && typeof value === 'string' && value.trim().length > max) return 'tooLong';
  return shape[name]?.safeParse(v).success === false ? 'invalid' : undefined;
}

/**
 * The words of the rule an invalid value breaks (a phone's characters, "must not be negative", a
 * date's bounds), the same the server would answer; undefined when the rule has none of its own.
 */
export function ruleOfField(name: FieldName, value: unknown): RuleWords | undefined {
  const kind = ALL_FIELDS.find((d) => d.name === name)?.kind;
  const issues = shape[name]?.safeParse(kind === 'flag' ? (value ? 1 : 0) : value).error?.issues ?? [];
  return issues.map(wordsOfIssue).find(Boolean);
}

/** The UpdateClient body of the form's values, or the problems that keep it from being sent. */
export function formToUpdate(
  values: Partial<FormValues>,
  required: readonly FieldName[] = REQUIRED_FIELDS,
): { ok: true; body: ClientUpdate } | { ok: false; problems: Partial<Record<FieldName, FieldProblem>> } {
  const problems: Partial<Record<FieldName, FieldProblem>> = {};
  const body: Record<string, unknown> = {};
  for (const { name, kind } of ALL_FIELDS) {
    const value = values[name];
    const problem = checkField(name, value, required);
    if (problem) problems[name] = problem;
    if (value === undefined) continue;
    body[name] = kind === 'flag' ? (value ? 1 : 0) : typeof value === 'string' ? value.trim() : value;
  }
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, body: body as ClientUpdate };
}

/**
 * The AddClient body of the add form's values: every field of formToUpdate but the customer
 * number, which the server hands out (it stands in for the check and is then left out).
 */
export function formToAdd(
  values: Partial<FormValues>,
  required: readonly FieldName[] = REQUIRED_FIELDS,
): { ok: true; body: ClientAdd } | { ok: false; problems: Partial<Record<FieldName, FieldProblem>> } {
  const out = formToUpdate({ ...values, guestcode: 'new' }, required);
  if (!out.ok) return out;
  const { guestcode: _assignedByServer, ...body } = out.body;
  return { ok: true, body };
}
