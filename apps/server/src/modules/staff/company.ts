import { sql } from 'drizzle-orm';
import type { CompanyInfo } from '@bo/contract';
import type { Db } from '../../db/client.js';
import type { Session } from '../../plugins/session.js';
import type { Tx } from './guards.js';

/** The branch's company data; the subscription (isopen, endtime) is shown, never edited here. */
export async function companyOf(db: Tx, session: Pick<Session, 'gscode'>): Promise<CompanyInfo> {
  const { rows } = await db.execute(sql`
    select gscode, longname, name, logo, isopen, coalesce(to_char(endtime, 'YYYY-MM-DD'), '') as endtime, timezone
      from branches where gscode = ${session.gscode}`);
  const r = rows[0];
  return {
    gscode: String(r.gscode), longname: String(r.longname), name: String(r.name), logo: String(r.logo),
    isopen: Number(r.isopen), endtime: String(r.endtime), timezone: String(r.timezone),
  };
}

/** Changes the full name, display name and logo of the session's branch, in one transaction; answers the data before and after. */
export async function updateCompany(db: Db, session: Session, input: { longname: string; name: string; logo: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from branches where gscode = ${session.gscode} for update`);
    const before = await companyOf(tx, session);
    await tx.execute(sql`
      update branches set longname = ${input.longname}, name = ${input.name}, logo = ${input.logo} where gscode = ${session.gscode}`);
    const after = await companyOf(tx, session);
    return { before, after };
  });
}
