import { sql } from 'drizzle-orm';
import { parseUploadAddress, type CompanyInfo } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { isOwnImage } from '../uploads/public.js';
import type { Tx } from './guards.js';

/** The branch's company data; the subscription (isopen, endtime) is shown, never edited here. */
export async function companyOf(db: Tx, session: Pick<Session, 'gscode'>): Promise<CompanyInfo> {
  const { rows } = await db.execute(sql`
    select gscode, longname, name, logo, isopen, coalesce(to_char(endtime, 'YYYY-MM-DD'), '') as endtime, timezone
      from branches where gscode = ${session.gscode}`);
  const r = rows[0];
  return {
    gscode: String(r.gscode),
    longname: String(r.longname),
    name: String(r.name),
    logo: String(r.logo),
    isopen: Number(r.isopen),
    endtime: String(r.endtime),
    timezone: String(r.timezone),
  };
}

/**
 * Changes the full name, display name and logo of the session's branch, in one transaction;
 * answers the data before and after. The logo is an image uploaded in this branch (the upload
 * service's address): another branch's address is refused as a refusal (403, logged "denied"),
 * one that names nothing stored as bad input (400); left out, the logo stays.
 */
export async function updateCompany(
  db: Db,
  session: Session,
  input: { longname: string; name: string; logo?: string },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from branches where gscode = ${session.gscode} for update`);
    const before = await companyOf(tx, session);
    const logo = input.logo ?? before.logo;
    if (input.logo) {
      const address = parseUploadAddress(input.logo);
      if (!address || address.gscode !== session.gscode) throw new AppError('companyLogoNotUploaded', {}, 403);
      if (!(await isOwnImage(tx as unknown as Db, session, input.logo)))
        throw new AppError('companyLogoNotUploaded', {}, 400);
    }
    await tx.execute(sql`
      update branches set longname = ${input.longname}, name = ${input.name}, logo = ${logo} where gscode = ${session.gscode}`);
    const after = await companyOf(tx, session);
    return { before, after };
  });
}
