import { sql } from 'drizzle-orm';
import {
  WECHAT_ERRCODE_WORDS,
  WECHAT_TEMPLATE_KEYS,
  type SecretChange,
  type WechatSettings,
  type WechatSettingsSave,
  type WechatTemplateKey,
  type Lang,
  type WechatTestBody,
  type WechatTestResult,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { t } from '../../i18n.js';
import type { Session } from '../../plugins/session.js';
import { SecretKeyMismatch, type SecretBox } from '../../secret-box.js';
import { WeChatError, type WeChatApi } from '../wechat/public.js';
import { iso } from '../../db/row-values.js';

/**
 * WeChat settings (/space/wechatsetting, issue 13 #8). The official account's AppID and AppSecret
 * stay where the WeChat adapter reads them (wechat_config, with the cached access token); the rest
 * (Token, EncodingAESKey, the message templates, the mini-program, and when each write-only value
 * last changed) is the branch's document of kind 'wechat' (branch_documents), whose version guards
 * the whole page. No answer of this module ever carries a write-only value. Every write-only
 * value is stored encrypted (secret-box.ts; `Stored` holds them as stored) and decrypted only to
 * compare it with a new one or to call WeChat.
 */

type Tx = Pick<Db, 'execute'>;

/** The write-only values, by the name the audit row and changedAt use. */
const SECRETS = ['officialAppSecret', 'token', 'aesKey', 'miniAppSecret'] as const;
type SecretName = (typeof SECRETS)[number];
const SECRET_LABELS: Record<SecretName, string> = {
  officialAppSecret: 'official account AppSecret',
  token: 'official account Token',
  aesKey: 'official account EncodingAESKey',
  miniAppSecret: 'mini-program AppSecret',
};

/** The branch_documents value of kind 'wechat'. */
interface Doc {
  officialAccount: { token: string; aesKey: string };
  miniProgram: { appId: string; appSecret: string };
  templates: Record<WechatTemplateKey, string>;
  changedAt: Partial<Record<SecretName, string>>;
}

interface Stored {
  doc: Doc;
  appId: string;
  appSecret: string;
  version: number;
  updatedBy: string;
  updatedAt: string | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The stored document read defensively: a key missing (or added later) is its default. */
function docOf(value: unknown): Doc {
  const v = obj(value);
  const oa = obj(v.officialAccount);
  const mp = obj(v.miniProgram);
  const tpl = obj(v.templates);
  const changed = obj(v.changedAt);
  return {
    officialAccount: { token: str(oa.token), aesKey: str(oa.aesKey) },
    miniProgram: { appId: str(mp.appId), appSecret: str(mp.appSecret) },
    templates: Object.fromEntries(WECHAT_TEMPLATE_KEYS.map((k) => [k, str(tpl[k])])) as Record<
      WechatTemplateKey,
      string
    >,
    changedAt: Object.fromEntries(SECRETS.flatMap((k) => (typeof changed[k] === 'string' ? [[k, changed[k]]] : []))),
  };
}

/** The branch's settings as stored; `lock`: for a save, the rows locked (both created when missing). */
async function loadStored(tx: Tx, gscode: string, lock: boolean): Promise<Stored> {
  if (lock) {
    // Created first so that two first saves at once meet on the row lock: the second sees version 1.
    await tx.execute(
      sql`insert into branch_documents (gscode, kind, value, version) values (${gscode}, 'wechat', '{}'::jsonb, 0) on conflict do nothing`,
    );
    await tx.execute(sql`insert into wechat_config (gscode) values (${gscode}) on conflict do nothing`);
  }
  const forUpdate = lock ? sql`for update` : sql``;
  const { rows: docs } = await tx.execute(sql`
    select value, version, updated_by, updated_at from branch_documents where gscode = ${gscode} and kind = 'wechat' ${forUpdate}`);
  const { rows: cfgs } = await tx.execute(
    sql`select app_id, app_secret from wechat_config where gscode = ${gscode} ${forUpdate}`,
  );
  const d = docs[0];
  return {
    doc: docOf(d?.value),
    appId: str(cfgs[0]?.app_id),
    appSecret: str(cfgs[0]?.app_secret),
    version: d ? Number(d.version) : 0,
    updatedBy: d ? str(d.updated_by) : '',
    updatedAt: d && Number(d.version) > 0 && d.updated_at ? iso(d.updated_at) : null,
  };
}

const secretOf = (s: Stored, name: SecretName): string =>
  name === 'officialAppSecret'
    ? s.appSecret
    : name === 'token'
      ? s.doc.officialAccount.token
      : name === 'aesKey'
        ? s.doc.officialAccount.aesKey
        : s.doc.miniProgram.appSecret;

/** What a caller may see: every write-only value as set or not, with when it last changed. */
function view(s: Stored): WechatSettings {
  const state = (name: SecretName) => ({ set: secretOf(s, name) !== '', changedAt: s.doc.changedAt[name] ?? null });
  return {
    officialAccount: {
      appId: s.appId,
      appSecret: state('officialAppSecret'),
      token: state('token'),
      aesKey: state('aesKey'),
    },
    templates: { ...s.doc.templates },
    miniProgram: { appId: s.doc.miniProgram.appId, appSecret: state('miniAppSecret') },
    version: s.version,
    updatedBy: s.updatedBy,
    updatedAt: s.updatedAt,
  };
}

export async function readSettings(db: Db, gscode: string): Promise<WechatSettings> {
  return view(await loadStored(db, gscode, false));
}

/** The plain value of a stored secret; null when this process cannot read it (another key). */
function plainOf(box: SecretBox, stored: string): string | null {
  try {
    return box.open(stored);
  } catch (e) {
    if (e instanceof SecretKeyMismatch) return null;
    throw e;
  }
}

/** The stored value after a change: kept as stored, cleared, or the new value sealed (kept as stored when it is the same). */
function applied(box: SecretBox, old: string, change: SecretChange): string {
  if (change.op === 'keep') return old;
  if (change.op === 'clear') return '';
  const value = change.value.trim();
  return plainOf(box, old) === value ? old : box.seal(value);
}

/**
 * The operation-log side of a save: the AppIDs and template ids as they are, the write-only
 * values only in words (before: set or not set; after: changed, cleared or unchanged).
 */
function auditSide(s: Stored, writeOnly: string[]) {
  return { officialAppId: s.appId, miniProgramAppId: s.doc.miniProgram.appId, templates: s.doc.templates, writeOnly };
}

/**
 * Saves the whole page in one transaction, with the version the user saw (another save meanwhile:
 * 409, nothing changed). A new official AppID or AppSecret drops the cached access token, so the
 * adapter asks WeChat for one with the new credentials.
 */
export async function saveSettings(db: Db, box: SecretBox, session: Session, body: WechatSettingsSave) {
  return db.transaction(async (tx) => {
    const before = await loadStored(tx, session.gscode, true);
    if (before.version !== body.version) throw new AppError('wechatSettingsStale', {}, 409);
    const now = new Date().toISOString();
    const changes: Record<SecretName, SecretChange> = {
      officialAppSecret: body.officialAccount.appSecret,
      token: body.officialAccount.token,
      aesKey: body.officialAccount.aesKey,
      miniAppSecret: body.miniProgram.appSecret,
    };
    const next: Record<SecretName, string> = Object.fromEntries(
      SECRETS.map((k) => [k, applied(box, secretOf(before, k), changes[k])]),
    ) as Record<SecretName, string>;
    const changedAt = { ...before.doc.changedAt };
    const words: string[] = [];
    for (const k of SECRETS) {
      const was = secretOf(before, k);
      if (next[k] !== was) changedAt[k] = now;
      words.push(`${SECRET_LABELS[k]}: ${next[k] === was ? 'unchanged' : next[k] === '' ? 'cleared' : 'changed'}`);
    }
    const templates = { ...before.doc.templates };
    for (const k of WECHAT_TEMPLATE_KEYS) {
      const v = body.templates[k];
      if (v !== undefined) templates[k] = v.trim();
    }
    const doc: Doc = {
      officialAccount: { token: next.token, aesKey: next.aesKey },
      miniProgram: {
        appId: body.miniProgram.appId?.trim() ?? before.doc.miniProgram.appId,
        appSecret: next.miniAppSecret,
      },
      templates,
      changedAt,
    };
    const appId = body.officialAccount.appId?.trim() ?? before.appId;
    if (appId !== before.appId || next.officialAppSecret !== before.appSecret) {
      await tx.execute(sql`
        update wechat_config set app_id = ${appId}, app_secret = ${next.officialAppSecret}, access_token = '', token_expires_at = null, updated_at = now()
         where gscode = ${session.gscode}`);
    }
    const { rows } = await tx.execute(sql`
      update branch_documents set value = ${JSON.stringify(doc)}::jsonb, version = version + 1, updated_by = ${session.userName}, updated_at = now()
       where gscode = ${session.gscode} and kind = 'wechat' returning version, updated_at`);
    const after: Stored = {
      doc,
      appId,
      appSecret: next.officialAppSecret,
      version: Number(rows[0].version),
      updatedBy: session.userName,
      updatedAt: iso(rows[0].updated_at),
    };
    return {
      result: view(after),
      before: auditSide(
        before,
        SECRETS.map((k) => `${SECRET_LABELS[k]}: ${secretOf(before, k) ? 'set' : 'not set'}`),
      ),
      after: auditSide(after, words),
    };
  });
}

/**
 * "Test connection": asks WeChat (through the one adapter) for a stable access token with the
 * AppID and AppSecret of the form (a kept secret is the stored one of that account), saving
 * nothing. WeChat's answer is the result: connected, its error code in words, or no answer in
 * the adapter's time limit. Never a server error for anything WeChat does.
 */
export async function testConnection(
  db: Db,
  api: WeChatApi,
  box: SecretBox,
  session: Session,
  body: WechatTestBody,
  lang: Lang,
  timeoutMs: number,
) {
  const stored = await loadStored(db, session.gscode, false);
  const secret =
    body.appSecret.op === 'set'
      ? body.appSecret.value.trim()
      : plainOf(box, body.target === 'officialAccount' ? stored.appSecret : stored.doc.miniProgram.appSecret);
  const appId = body.appId?.trim() || (body.target === 'officialAccount' ? stored.appId : stored.doc.miniProgram.appId);
  const audit = {
    target: body.target,
    appId,
    credentials: body.appSecret.op === 'set' ? 'AppSecret typed in the form' : 'saved AppSecret',
  };
  let result: WechatTestResult;
  if (secret === null) {
    // Saved under a key this server does not have (a backup of another installation): typed again, it works.
    result = { ok: false, errcode: 0, message: t(lang, 'wechatSecretUnreadable') };
    return { result, audit: { ...audit, result: 'saved AppSecret unreadable (another key)' } };
  }
  if (!appId || !secret) {
    // Nothing to ask WeChat: said as the test's result, like WeChat's own refusals.
    result = { ok: false, errcode: 0, message: t(lang, 'wechatTestNotSetUp') };
    return { result, audit: { ...audit, result: 'nothing to test' } };
  }
  try {
    await api.stableToken(appId, secret);
    result = { ok: true, errcode: 0, message: t(lang, 'wechatTestOk') };
  } catch (e) {
    if (!(e instanceof WeChatError)) throw e;
    if (e.failure === 'timeout')
      result = {
        ok: false,
        errcode: 0,
        message: t(lang, 'wechatTestTimeout', { seconds: Math.round(timeoutMs / 100) / 10 }),
      };
    else if (e.failure === 'unreachable') result = { ok: false, errcode: 0, message: t(lang, 'wechatTestUnreachable') };
    else {
      // A code we do not know is shown in WeChat's own words (never with the secret, should WeChat echo it).
      const own = e.detail.split(secret).join('…').slice(0, 200) || String(e.errcode);
      const words = WECHAT_ERRCODE_WORDS[e.errcode] ?? { cn: own, en: own };
      result = { ok: false, errcode: e.errcode, message: t(lang, 'wechatTestRefused', { errcode: e.errcode, words }) };
    }
  }
  return {
    result,
    audit: {
      ...audit,
      result: result.ok ? 'connected' : result.errcode ? `refused, error code ${result.errcode}` : 'no answer',
    },
  };
}
