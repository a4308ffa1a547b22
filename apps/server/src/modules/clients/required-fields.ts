import { sql } from 'drizzle-orm';
import {
  CLIENT_CHOOSABLE_FIELDS,
  CLIENT_FIELD_CHOICES,
  CLIENT_FORCED_FIELDS,
  type ClientChoosableField,
  type ClientProfile,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Lang } from '@bo/contract';

/**
 * The branch's required profile fields (spec §5, issue 12 #1), kept in branches.client_required_fields.
 * The customer name and the company full name are always required (the contract's schema already
 * refuses them empty); the chosen ones are checked here on the profile as it would be saved.
 */
type Tx = Pick<Db, 'execute'>;

const known = new Set<string>(CLIENT_CHOOSABLE_FIELDS);

export async function requiredFieldsOf(
  db: Tx,
  gscode: string,
): Promise<{ forced: string[]; chosen: ClientChoosableField[] }> {
  const { rows } = await db.execute<{ fields: string[] }>(
    sql`select client_required_fields as fields from branches where gscode = ${gscode}`,
  );
  // A field the contract no longer offers is forgotten rather than enforced blindly.
  const chosen = (rows[0]?.fields ?? []).filter((f): f is ClientChoosableField => known.has(f));
  return { forced: [...CLIENT_FORCED_FIELDS], chosen };
}

export async function setRequiredFields(db: Db, gscode: string, chosen: ClientChoosableField[]) {
  // In the contract's order, each once: the same choice always reads the same.
  const fields = CLIENT_CHOOSABLE_FIELDS.filter((f) => chosen.includes(f));
  const before = await requiredFieldsOf(db, gscode);
  await db.execute(
    sql`update branches set client_required_fields = ${sql.param(fields)}::text[] where gscode = ${gscode}`,
  );
  return {
    before: { chosen: before.chosen },
    after: { chosen: fields },
    result: { forced: [...CLIENT_FORCED_FIELDS], chosen: fields },
  };
}

/** Refuses (400, naming the fields in the caller's language) a profile that leaves a required field empty. */
export function assertRequiredFilled(profile: ClientProfile, chosen: ClientChoosableField[], lang: Lang) {
  const empty = chosen.filter((f) => String(profile[f] ?? '').trim() === '');
  if (empty.length)
    throw new AppError(
      'clientFieldsRequired',
      { fields: empty.map((f) => CLIENT_FIELD_CHOICES[f][lang]).join(lang === 'cn' ? '、' : ', ') },
      400,
    );
}
