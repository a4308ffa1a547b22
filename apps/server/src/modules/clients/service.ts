import { asc, eq, sql } from 'drizzle-orm';
import type { clientAdd, ClientOption, ClientProfile, clientUpdate, Lang } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/schema.js';
import { notFoundRecord } from '../../errors.js';
import { escapeLike } from '../../db/sql-filters.js';
import { ownClients, type DataScoped } from '../../plugins/data-scope.js';
import { inBranch } from '../../plugins/scope.js';
import type { Session } from '../../plugins/session.js';
import { claimGuestcode } from '../client-list/public.js';
import { assertRequiredFilled, requiredFieldsOf } from './required-fields.js';

type ClientRow = typeof clients.$inferSelect;

/** Wire name (spec §3) → column of the clients table, for every editable field. */
const COLUMN_OF = {
  guestname: 'guestname',
  longname: 'longname',
  clienttype: 'clienttype',
  guesttype: 'guesttype',
  linkman: 'linkman',
  clientlevel: 'clientlevel',
  position: 'position',
  area: 'area',
  province: 'province',
  city: 'city',
  district: 'district',
  telephone: 'telephone',
  fax: 'fax',
  email: 'email',
  mobile: 'mobile',
  zip: 'zip',
  paytype: 'paytype',
  fptype: 'fptype',
  fppoint: 'fppoint',
  address: 'address',
  maxprice: 'maxprice',
  isyuejie: 'isyuejie',
  yjy: 'yjy',
  yjh: 'yjh',
  maxdays: 'maxdays',
  tmpprice: 'tmpprice',
  tmpdays: 'tmpdays',
  yhl: 'yhl',
  gstaxrate: 'gstaxrate',
  bankname: 'bankname',
  account: 'account',
  htdate: 'htdate',
  xyfen: 'xyfen',
  note: 'note',
  paper_note: 'paperNote',
  groupname: 'groupname',
  order_zq: 'orderZq',
  dh_zq: 'dhZq',
  khcode: 'khcode',
  charge: 'charge',
  gendanper: 'gendanper',
  cwcharge: 'cwcharge',
  cgcharge: 'cgcharge',
  xstarget: 'xstarget',
  khly: 'khly',
  manager: 'manager',
  hyline: 'hyline',
  xiadan: 'xiadan',
  kdtime: 'kdtime',
  iswritebj: 'iswritebj',
  isinsurance: 'isinsurance',
  isdfyf: 'isdfyf',
  issendmsg: 'issendmsg',
  smsmobile: 'smsmobile',
  price_field: 'priceField',
  price_sign: 'priceSign',
  price_number: 'priceNumber',
  roundtype: 'roundtype',
  rk_jggs: 'rkJggs',
} as const satisfies Record<Exclude<keyof ClientProfile, 'guestcode'>, keyof ClientRow>;

/** A stored client as the wire profile of spec §3. */
export function toProfile(row: ClientRow): ClientProfile {
  const out: Record<string, unknown> = { guestcode: row.guestcode };
  for (const [wire, col] of Object.entries(COLUMN_OF)) out[wire] = row[col as keyof ClientRow];
  out.htdate = row.htdate ?? '';
  return out as ClientProfile;
}

export async function clientByCode(db: Db, session: Session, guestcode: string): Promise<ClientProfile> {
  const [row] = await db
    .select()
    .from(clients)
    .where(inBranch(session, clients, eq(clients.guestcode, guestcode), ownClients(session, sql`${clients}`)));
  if (!row) throw notFoundRecord();
  return toProfile(row);
}

/** By exact customer name; when several clients share it, the lowest customer number. */
export async function clientByName(db: Db, session: Session, guestname: string): Promise<ClientProfile> {
  const [row] = await db
    .select()
    .from(clients)
    .where(inBranch(session, clients, eq(clients.guestname, guestname), ownClients(session, sql`${clients}`)))
    .orderBy(asc(clients.guestcode))
    .limit(1);
  if (!row) throw notFoundRecord();
  return toProfile(row);
}

/**
 * Saves the given fields of one client of the session's branch, in one transaction; the
 * customer number only names the client. Returns the profile before and after.
 */
/**
 * UpdateClient: the fields sent, on the client of the branch with that number. The profile as it
 * would be saved must have every field the branch requires filled in (else nothing is saved); a
 * save bumps the client's version, so a change made from an older view elsewhere is refused.
 */
export async function updateClient(db: Db, session: Session, input: z.output<typeof clientUpdate>, lang: Lang) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(clients)
      .where(inBranch(session, clients, eq(clients.guestcode, input.guestcode), ownClients(session, sql`${clients}`)))
      .for('update');
    if (!row) throw notFoundRecord();
    const patch = { ...columnsOf(input), version: sql`${clients.version} + 1`, updatedAt: sql`now()` };
    const [saved] = await tx.update(clients).set(patch).where(eq(clients.id, row.id)).returning();
    const after = toProfile(saved);
    // Checked on the saved row inside the transaction: a refusal rolls the update back.
    assertRequiredFilled(after, (await requiredFieldsOf(tx, session.gscode)).chosen, lang);
    return { before: toProfile(row), after };
  });
}

/** The columns of the wire fields given (htdate '' is no date). */
function columnsOf(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [wire, col] of Object.entries(COLUMN_OF)) {
    const v = input[wire];
    if (v !== undefined) out[col] = wire === 'htdate' && v === '' ? null : v;
  }
  return out;
}

/**
 * AddClient: a client of the branch with the next customer number, held to the branch's required
 * fields. An account of an `own` data scope is its salesperson, so it keeps the client it adds.
 */
export async function addClient(db: Db, session: Session, input: z.output<typeof clientAdd>, lang: Lang) {
  return db.transaction(async (tx) => {
    const guestcode = await claimGuestcode(tx, session.gscode);
    const [after] = await insertClients(tx, session, [guestcode], [input], lang);
    return { after };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows one INSERT carries (60 columns each: well below PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 500;

/**
 * New clients of the branch, in the caller's transaction, with the customer numbers handed out
 * (claimGuestcode / claimGuestcodes): the one insert path of the add form and the Excel import.
 * Each saved row is held to the branch's required fields; a refusal (400) rolls the caller's
 * transaction back, numbers included. A caller of an `own` data scope becomes their salesperson.
 */
export async function insertClients(
  tx: Tx,
  session: DataScoped,
  guestcodes: string[],
  inputs: z.output<typeof clientAdd>[],
  lang: Lang,
): Promise<ClientProfile[]> {
  const { gscode, ownDataOf } = session;
  const { chosen } = await requiredFieldsOf(tx, gscode);
  const out: ClientProfile[] = [];
  for (let i = 0; i < inputs.length; i += INSERT_BATCH) {
    const values = inputs.slice(i, i + INSERT_BATCH).map(
      (input, j) =>
        ({
          ...columnsOf(input),
          gscode,
          guestcode: guestcodes[i + j],
          ...(ownDataOf === null ? {} : { salespersonId: ownDataOf }),
        }) as typeof clients.$inferInsert,
    );
    for (const saved of await tx.insert(clients).values(values).returning()) {
      const profile = toProfile(saved);
      assertRequiredFilled(profile, chosen, lang);
      out.push(profile);
    }
  }
  return out;
}

/** ClientDuplicates: clients with the same customer name (any case) or the same mobile, for the add form's warning; same name first. */
export async function likelyDuplicates(db: Db, session: Session, guestname?: string, mobile?: string) {
  const name = guestname?.trim() ?? '';
  const phone = mobile?.trim() ?? '';
  if (!name && !phone) return [];
  const { rows } = await db.execute(sql`
    select guestcode, guestname, longname, mobile,
           (${name} <> '' and lower(guestname) = lower(${name})) as same_name, (${phone} <> '' and mobile = ${phone}) as same_mobile
      from clients c
     where gscode = ${session.gscode} and ${ownClients(session, sql`c`)} and ((${name} <> '' and lower(guestname) = lower(${name})) or (${phone} <> '' and mobile = ${phone}))
     order by same_name desc, guestcode limit 5`);
  return rows.map((r) => ({
    guestcode: String(r.guestcode),
    guestname: String(r.guestname),
    longname: String(r.longname),
    mobile: String(r.mobile),
    sameName: r.same_name === true,
    sameMobile: r.same_mobile === true,
  }));
}

/** The most Autocomplete answers. */
export const AUTOCOMPLETE_LIMIT = 20;

/**
 * The branch's clients whose customer number, name or company contains `q` (case-insensitive),
 * best first: the exact customer number, then those where a field starts with `q`, then the
 * rest; by customer number within each. The text searched is the expression of the trigram index
 * clients_search_trgm (migration 0012), so a search that has trigrams (latin letters and digits)
 * reads the index instead of every client of the branch.
 */
export async function autocompleteClients(db: Db, session: Session, q: string): Promise<ClientOption[]> {
  // Lower-cased by PostgreSQL, like the columns, so both sides fold the same letters.
  const lower = sql`lower(${q})`;
  const contains = sql`'%' || lower(${escapeLike(q)}) || '%'`;
  const prefix = sql`lower(${escapeLike(q)}) || '%'`;
  const { rows } = await db.execute<ClientOption>(sql`
    select guestcode, guestname, longname from clients c
     where gscode = ${session.gscode} and ${ownClients(session, sql`c`)} and lower(guestcode || ' ' || guestname || ' ' || longname) like ${contains}
       and (lower(guestcode) like ${contains} or lower(guestname) like ${contains} or lower(longname) like ${contains})
     order by case when lower(guestcode) = ${lower} then 0
                   when lower(guestcode) like ${prefix} or lower(guestname) like ${prefix} or lower(longname) like ${prefix} then 1
                   else 2 end,
              guestcode
     limit ${AUTOCOMPLETE_LIMIT}`);
  return rows;
}
