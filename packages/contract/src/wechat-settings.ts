import { z } from 'zod';
import { defineCall } from './call.js';
import { M } from './perms.js';
import {
  WECHAT_AESKEY_PATTERN,
  WECHAT_APPID_PATTERN,
  WECHAT_APPSECRET_PATTERN,
  WECHAT_FIELD_RULES,
  WECHAT_TARGETS,
  WECHAT_TEMPLATE_ID_PATTERN,
  WECHAT_TEMPLATE_KEYS,
  WECHAT_TOKEN_PATTERN,
} from './wechat-settings-words.js';
import { matching, seenVersion } from './fields.js';

/**
 * WeChat settings (/space/wechatsetting, issue 13 #8): the branch's official account (AppID,
 * AppSecret, Token, EncodingAESKey, the message templates of the shop's notices) and its
 * mini-program (AppID, AppSecret). Always the session's branch.
 *
 * Write-only values: AppSecret (both), Token and EncodingAESKey are never answered by any call;
 * the read says whether each is set and when it was last changed. A save says for each what to do
 * with it: `{ op: 'keep' }` (the stored one stays), `{ op: 'clear' }`, `{ op: 'set', value }`; an
 * AppID or template id left out of a save is kept too.
 * A save carries the version the user saw (changed meanwhile → 409). "Test connection" asks WeChat
 * for an access token with the values in the form (a kept secret is the stored one), saving nothing.
 */
export * from './wechat-settings-words.js';

/** A pattern rule worded in both languages, shown in the API document with an example (fields.ts matching). */
const patterned = (pattern: RegExp, words: { cn: string; en: string }, example: string) =>
  matching(z.string().trim().max(64), pattern, words, example);
/** Empty, or a value of the pattern (the document shows both; a refusal words the pattern). */
const emptyOr = (value: z.ZodType<string, string>) => z.union([z.literal(''), value]);

const appIdValue = patterned(WECHAT_APPID_PATTERN, WECHAT_FIELD_RULES.appId, 'wx0123456789abcdef');
/** An AppID, or '' for none. */
export const wechatAppId = emptyOr(appIdValue).describe('"wx" and 16 hexadecimal digits; empty: not set up');
const appSecretValue = patterned(
  WECHAT_APPSECRET_PATTERN,
  WECHAT_FIELD_RULES.appSecret,
  '0123456789abcdef0123456789abcdef',
).describe('32 hexadecimal digits');
const tokenValue = patterned(WECHAT_TOKEN_PATTERN, WECHAT_FIELD_RULES.token, 'token2026').describe(
  '3 to 32 letters or digits',
);
const aesKeyValue = patterned(
  WECHAT_AESKEY_PATTERN,
  WECHAT_FIELD_RULES.aesKey,
  'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
).describe('43 letters or digits');
const templateIdValue = emptyOr(
  patterned(WECHAT_TEMPLATE_ID_PATTERN, WECHAT_FIELD_RULES.templateId, 'TM0001'),
).describe("the template id on WeChat's platform; empty: the notice is not sent");

/** What a save does with one write-only value. */
const secretChange = (value: z.ZodType<string, string>) =>
  z
    .discriminatedUnion('op', [
      z.object({ op: z.literal('keep') }).strict(),
      z.object({ op: z.literal('clear') }).strict(),
      z.object({ op: z.literal('set'), value }).strict(),
    ])
    .describe('keep: the stored value stays; clear: removed; set: replaced by value');

/** Whether a write-only value is stored, never the value itself. */
export const secretState = z.object({
  set: z.boolean(),
  changedAt: z.string().nullable().describe('ISO timestamp of the last change on this page; null: never changed here'),
});
export type SecretState = z.infer<typeof secretState>;

const templatesData = z.object(
  Object.fromEntries(WECHAT_TEMPLATE_KEYS.map((k) => [k, z.string()])) as Record<
    (typeof WECHAT_TEMPLATE_KEYS)[number],
    z.ZodString
  >,
);

export const wechatSettings = z.object({
  officialAccount: z.object({
    appId: z.string(),
    appSecret: secretState,
    token: secretState,
    aesKey: secretState.describe('the EncodingAESKey'),
  }),
  templates: templatesData.describe('template id of each notice; empty: not sent'),
  miniProgram: z.object({ appId: z.string(), appSecret: secretState }),
  version: z.number().int().describe('0 before the first save'),
  updatedBy: z.string().describe('who saved last; empty before the first save'),
  updatedAt: z.string().nullable(),
});
export type WechatSettings = z.infer<typeof wechatSettings>;

/** The read: the branch's settings with every secret as set / not set. */
export const GetWechatSetting = defineCall({
  method: 'GET',
  path: '/api/Space/GetWechatSetting',
  summary:
    "The branch's WeChat settings: official account, message templates, mini-program; secrets only as set or not",
  mark: M.wechatSettings,
  data: wechatSettings,
});

export const wechatSettingsSave = z
  .object({
    version: seenVersion(),
    officialAccount: z
      .object({
        appId: wechatAppId.optional().describe('"wx" and 16 hexadecimal digits; empty: not set up; left out: kept'),
        appSecret: secretChange(appSecretValue),
        token: secretChange(tokenValue),
        aesKey: secretChange(aesKeyValue).describe('the EncodingAESKey: keep, clear or set'),
      })
      .strict(),
    templates: z
      .object(
        Object.fromEntries(WECHAT_TEMPLATE_KEYS.map((k) => [k, templateIdValue.optional()])) as Record<
          (typeof WECHAT_TEMPLATE_KEYS)[number],
          z.ZodOptional<typeof templateIdValue>
        >,
      )
      .strict()
      .describe('template id of each notice; a notice left out keeps its id'),
    miniProgram: z
      .object({
        appId: wechatAppId.optional().describe('"wx" and 16 hexadecimal digits; empty: not set up; left out: kept'),
        appSecret: secretChange(appSecretValue),
      })
      .strict(),
  })
  .strict();
export type WechatSettingsSave = z.input<typeof wechatSettingsSave>;
export type SecretChange = WechatSettingsSave['officialAccount']['appSecret'];

/** Saves the whole page at once; answers the settings as the read does. */
export const SaveWechatSetting = defineCall({
  method: 'POST',
  path: '/api/Space/SaveWechatSetting',
  summary: "Saves the branch's WeChat settings (secrets kept, replaced or cleared as asked)",
  mark: M.wechatSettingsEdit,
  body: wechatSettingsSave,
  data: wechatSettings,
});

export const wechatTest = z
  .object({
    target: z.enum(WECHAT_TARGETS).describe('which account to test'),
    appId: emptyOr(appIdValue).optional().describe('the AppID in the form; empty or left out: the saved one'),
    appSecret: z
      .discriminatedUnion('op', [
        z.object({ op: z.literal('keep') }).strict(),
        z.object({ op: z.literal('set'), value: appSecretValue }).strict(),
      ])
      .describe('keep: the stored AppSecret; set: the one in the form'),
  })
  .strict();
export type WechatTestBody = z.input<typeof wechatTest>;

export const wechatTestResult = z.object({
  ok: z.boolean().describe('WeChat issued an access token for these credentials'),
  errcode: z
    .number()
    .int()
    .describe(
      "WeChat's error code; 0 when ok, when WeChat did not answer, or when there was nothing to test (no AppID or AppSecret)",
    ),
  message: z.string().describe("the result in the caller's language: connected, WeChat's error in words, or no answer"),
});
export type WechatTestResult = z.infer<typeof wechatTestResult>;

/** Asks WeChat for an access token with these credentials; saves nothing. */
export const TestWechatConnection = defineCall({
  method: 'POST',
  path: '/api/Space/TestWechatConnection',
  summary: 'Tests an AppID and AppSecret against WeChat (an access token is asked for; nothing is saved)',
  mark: M.wechatSettingsEdit,
  body: wechatTest,
  data: wechatTestResult,
});
