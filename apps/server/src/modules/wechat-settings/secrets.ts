import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { resealCounting, type SealCount, type SecretBox } from '../../secret-box.js';
import { text } from '../../db/row-values.js';

type Tx = Pick<Db, 'execute'>;

/** Where WeChat's secrets are stored: wechat_config's columns, and the fields of the 'wechat' branch document. */
const CONFIG_COLUMNS = ['app_secret', 'access_token'] as const;
const DOC_FIELDS = [
  ['officialAccount', 'token'],
  ['officialAccount', 'aesKey'],
  ['miniProgram', 'appSecret'],
] as const;

export type { SealCount };

/**
 * Every stored WeChat secret under the current key, in the caller's transaction (the rows locked):
 * plain texts written before encryption (or by the demo seed, or restored from an old backup) and
 * values of SECRET_KEY_PREVIOUS are sealed again; the rest is left as it is. Idempotent.
 */
export async function resealWechatSecrets(tx: Tx, box: SecretBox): Promise<SealCount> {
  const count: SealCount = { sealed: 0, unreadable: 0 };
  const next = (v: string) => resealCounting(box, v, count);
  const { rows: configs } = await tx.execute(
    sql`select gscode, app_secret, access_token from wechat_config order by gscode for update`,
  );
  for (const r of configs) {
    const [appSecret, accessToken] = CONFIG_COLUMNS.map((c) => next(text(r[c] ?? '')));
    if (appSecret !== r.app_secret || accessToken !== r.access_token) {
      await tx.execute(
        sql`update wechat_config set app_secret = ${appSecret}, access_token = ${accessToken} where gscode = ${r.gscode}`,
      );
    }
  }
  const { rows: docs } = await tx.execute(
    sql`select gscode, value from branch_documents where kind = 'wechat' order by gscode for update`,
  );
  for (const r of docs) {
    const value = (r.value && typeof r.value === 'object' ? r.value : {}) as Record<
      string,
      Record<string, unknown> | undefined
    >;
    let changed = false;
    for (const [group, field] of DOC_FIELDS) {
      const v = value[group]?.[field];
      if (typeof v !== 'string') continue;
      const sealed = next(v);
      if (sealed !== v) {
        value[group]![field] = sealed;
        changed = true;
      }
    }
    if (changed)
      await tx.execute(
        sql`update branch_documents set value = ${JSON.stringify(value)}::jsonb where gscode = ${r.gscode} and kind = 'wechat'`,
      );
  }
  return count;
}
