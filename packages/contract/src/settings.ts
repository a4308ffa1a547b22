import { z } from 'zod';
import { defineCall } from './call.js';
import { M } from './perms.js';
import {
  CART_ABANDON_DAYS_MAX,
  CONTACT_ADDRESS_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_PHONE_MAX,
  ORDER_NO_FORMAT_MAX,
  ORDER_NO_MAX,
  ORDER_NO_PROBLEM_WORDS,
  orderNoFormatProblem,
  SESSION_ABSOLUTE_HOURS_MAX,
  SESSION_IDLE_MINUTES_MAX,
  SESSION_IDLE_MINUTES_MIN,
  SETTINGS_DEFAULTS,
  SETTINGS_LANGUAGES,
  SYSTEM_NAME_MAX,
  UPLOAD_MAX_MB_MAX,
  type BranchSettingsValue,
} from './settings-words.js';
import { phoneText, seenVersion } from './fields.js';

/**
 * System settings (/system/setting, issue 13 #9): the branch's parameters in one typed object,
 * stored as JSON in branch_documents (kind 'system') and read key by key against this schema, so
 * a key added later needs no migration (a branch that never saved it gets its default) and a
 * stored value no longer valid falls back to its default instead of failing the read.
 *
 * Two keys live elsewhere and are only shown and saved here, so there is one value of each:
 * `cartAbandonDays` is branches.cart_abandon_days (also set by POST /api/Cart/SetAbandonDays).
 * The session times and the upload limit are bounded by the server's configuration
 * (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS, UPLOAD_MAX_BYTES), which the read answers as
 * `limits`; a bigger value is refused on save naming the limit.
 */
export * from './settings-words.js';

const words = (cn: string, en: string) => ({ rule: 'words', cn, en });

export const settingsFields = {
  systemNameCn: z.string().trim().min(1).max(SYSTEM_NAME_MAX).describe("the console's name in Chinese"),
  systemNameEn: z.string().trim().min(1).max(SYSTEM_NAME_MAX).describe("the console's name in English"),
  logo: z
    .string()
    .trim()
    .max(300)
    .meta({ default: '' })
    .describe("an upload address of the branch's own image, or '' for none"),
  contactPhone: phoneText(CONTACT_PHONE_MAX).meta({ default: '' }),
  contactEmail: z.union([z.literal(''), z.email().max(CONTACT_EMAIL_MAX)]).describe("'' for none"),
  contactAddress: z.string().trim().max(CONTACT_ADDRESS_MAX),
  defaultLanguage: z
    .enum(SETTINGS_LANGUAGES)
    .describe("the console's language for a user of the branch who never chose one"),
  sessionIdleMinutes: z
    .number()
    .int()
    .min(SESSION_IDLE_MINUTES_MIN)
    .max(SESSION_IDLE_MINUTES_MAX)
    .describe("a session unused this long ends; at most the server's SESSION_IDLE_MINUTES"),
  sessionAbsoluteHours: z
    .number()
    .int()
    .min(1)
    .max(SESSION_ABSOLUTE_HOURS_MAX)
    .describe("a session this old ends; at most the server's SESSION_ABSOLUTE_HOURS"),
  lockIdleMinutes: z
    .number()
    .int()
    .min(0)
    .max(SESSION_IDLE_MINUTES_MAX)
    .meta({ default: 0 })
    .describe('a console unused this long locks (the lock screen); 0: never; shorter than sessionIdleMinutes'),
  cartAbandonDays: z
    .number()
    .int()
    .min(1)
    .max(CART_ABANDON_DAYS_MAX)
    .describe('a cart untouched this many days is abandoned'),
  orderNoFormat: z
    .string()
    .trim()
    .max(ORDER_NO_FORMAT_MAX)
    .superRefine((v, ctx) => {
      const problem = orderNoFormatProblem(v);
      if (problem) {
        const w = ORDER_NO_PROBLEM_WORDS[problem];
        ctx.addIssue({ code: 'custom', message: w.en, params: words(w.cn, w.en) });
      }
    })
    .meta({ default: SETTINGS_DEFAULTS.orderNoFormat })
    .describe(
      'the order number pattern: {yyyy} {yy} {MM} {dd} {branch}, one {seq} or {seq:n}, and letters, digits, - _ /',
    ),
  uploadMaxMb: z
    .number()
    .int()
    .min(1)
    .max(UPLOAD_MAX_MB_MAX)
    .describe("the largest upload in MB; at most the server's UPLOAD_MAX_BYTES"),
};

export const branchSettings = z.object(settingsFields).strict();
export type BranchSettings = z.infer<typeof branchSettings>;

/**
 * The stored JSON as settings: each key parsed on its own, its default when missing or no longer
 * valid, unknown keys dropped. Never throws.
 */
export function readBranchSettings(stored: unknown): BranchSettingsValue {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const out = { ...SETTINGS_DEFAULTS } as Record<string, unknown>;
  for (const [key, schema] of Object.entries(settingsFields)) {
    const parsed = (schema as z.ZodType).safeParse(source[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as unknown as BranchSettingsValue;
}

export const settingsLimits = z.object({
  sessionIdleMinutes: z.number().int().describe("the server's SESSION_IDLE_MINUTES: the most a branch may set"),
  sessionAbsoluteHours: z.number().int().describe("the server's SESSION_ABSOLUTE_HOURS"),
  uploadMaxMb: z.number().int().describe("the server's UPLOAD_MAX_BYTES in whole MB"),
});
export type SettingsLimits = z.infer<typeof settingsLimits>;

export const settingsAnswer = z.object({
  settings: branchSettings,
  version: z.number().int().describe('0 for a branch that never saved; send it back to save'),
  limits: settingsLimits,
  updatedBy: z.string().describe("who saved last ('' never)"),
  updatedAt: z.string().describe("ISO timestamp of the last save ('' never)"),
});
export type SettingsAnswer = z.infer<typeof settingsAnswer>;

export const GetSettings = defineCall({
  method: 'GET',
  path: '/api/Setting/Get',
  summary: "The branch's system settings (defaults for keys never saved), their version and the server's limits",
  mark: M.systemSettings,
  data: settingsAnswer,
});

export const SaveSettings = defineCall({
  method: 'POST',
  path: '/api/Setting/Save',
  summary:
    "Saves the branch's system settings, the whole object, with the version that was read (changed meanwhile: 409)",
  mark: M.systemSettingsEdit,
  rules: [
    "settings.sessionIdleMinutes, settings.sessionAbsoluteHours, settings.uploadMaxMb: at most the server's own limit (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS, UPLOAD_MAX_BYTES)",
    'settings.lockIdleMinutes: 0, or shorter than settings.sessionIdleMinutes',
    'settings.logo: an image this branch uploaded, when changed',
    `settings.orderNoFormat: only the placeholders listed, exactly one {seq} or {seq:n}, making numbers of at most ${ORDER_NO_MAX} characters`,
  ],
  body: z.object({ settings: branchSettings, version: seenVersion() }).strict(),
  data: settingsAnswer,
});

export const branchDisplay = z.object({
  systemNameCn: z.string(),
  systemNameEn: z.string(),
  logo: z.string().describe("upload address or ''"),
  defaultLanguage: z.enum(SETTINGS_LANGUAGES),
  lockIdleMinutes: z.number().int().describe('a console unused this long locks; 0: never'),
});
export type BranchDisplay = z.infer<typeof branchDisplay>;

/** What every signed-in user of the branch may know of its settings: its name, logo and default language. */
export const GetBranchDisplay = defineCall({
  method: 'GET',
  path: '/api/Setting/Display',
  summary: "The branch's system name, logo, default language and idle lock (any signed-in user)",
  mark: null,
  data: branchDisplay,
});
