import {
  WECHAT_TEMPLATE_KEYS,
  type WechatSettings,
  type WechatSettingsSave,
  type WechatTemplateKey,
  type WechatTestBody,
} from '@bo/contract';

/**
 * The form of the WeChat settings page and what it sends. A write-only value is never in the form
 * (the server does not answer it): the form holds what to do with it — keep the stored one,
 * clear it, or set the value typed — beside whether one is stored.
 */
export interface SecretField {
  op: 'keep' | 'clear' | 'set';
  /** What was typed; used only with op 'set'. */
  value: string;
}

export interface FormValues {
  oaAppId: string;
  oaSecret: SecretField;
  oaToken: SecretField;
  oaAesKey: SecretField;
  templates: Record<WechatTemplateKey, string>;
  mpAppId: string;
  mpSecret: SecretField;
}

const kept = (): SecretField => ({ op: 'keep', value: '' });

export function valuesOf(s: WechatSettings): FormValues {
  return {
    oaAppId: s.officialAccount.appId,
    oaSecret: kept(),
    oaToken: kept(),
    oaAesKey: kept(),
    templates: Object.fromEntries(WECHAT_TEMPLATE_KEYS.map((k) => [k, s.templates[k] ?? ''])) as Record<
      WechatTemplateKey,
      string
    >,
    mpAppId: s.miniProgram.appId,
    mpSecret: kept(),
  };
}

/** A secret field as the save sends it; a 'set' with nothing typed keeps the stored value. */
const change = (f: SecretField) =>
  f.op === 'clear'
    ? ({ op: 'clear' } as const)
    : f.op === 'set' && f.value.trim()
      ? ({ op: 'set', value: f.value.trim() } as const)
      : ({ op: 'keep' } as const);

export function bodyOf(v: FormValues, version: number): WechatSettingsSave {
  return {
    version,
    officialAccount: {
      appId: v.oaAppId.trim(),
      appSecret: change(v.oaSecret),
      token: change(v.oaToken),
      aesKey: change(v.oaAesKey),
    },
    templates: Object.fromEntries(WECHAT_TEMPLATE_KEYS.map((k) => [k, (v.templates[k] ?? '').trim()])),
    miniProgram: { appId: v.mpAppId.trim(), appSecret: change(v.mpSecret) },
  };
}

/** Whether saving would change anything: the body differs from the one of the settings as read. */
export const isChanged = (v: FormValues, s: WechatSettings) =>
  JSON.stringify(bodyOf(v, s.version)) !== JSON.stringify(bodyOf(valuesOf(s), s.version));

/** The test of one account with the form's values (a secret not typed anew is the stored one); null when nothing can be tested. */
export function testBodyOf(
  target: WechatTestBody['target'],
  appId: string,
  secret: SecretField,
): WechatTestBody | null {
  if (!appId.trim() || secret.op === 'clear') return null;
  const c = change(secret);
  return { target, appId: appId.trim(), appSecret: c.op === 'set' ? c : { op: 'keep' } };
}
