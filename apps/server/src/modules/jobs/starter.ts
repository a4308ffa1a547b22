import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { JobAuthor } from '../../plugins/audit.js';
import type { Session } from '../../plugins/session.js';
import type { JobRecord } from './store.js';

/** Who a job runs for, as its run finds them: what the export and import bodies read of a session. */
export type Starter = Pick<Session, 'gscode' | 'userId' | 'userName' | 'ownDataOf' | 'branch'> & JobAuthor;

/**
 * The job's starter as they are now, or null when they may no longer do what the job does: the
 * account, its branch or the role it started in disabled, the role no longer holding the kind's
 * mark, or (outside a read-only view) the account moved to another branch or role. A job runs
 * minutes or hours after its Start, perhaps after a restart: what the Start call checked is
 * checked again, from the database, as a session's every call is.
 */
export async function starterOf(db: Db, job: JobRecord, mark: string): Promise<Starter | null> {
  const { rows } = await db.execute<{
    user_name: string;
    user_ok: boolean;
    same_place: boolean;
    branch_ok: boolean;
    timezone: string;
    role_ok: boolean;
    all_data: boolean;
    has_mark: boolean;
  }>(sql`
    select u.user_name, u.status = 1 as user_ok,
           (u.gscode = ${job.gscode} and u.role_code = ${job.role_code}) as same_place,
           b.status = 1 as branch_ok, b.timezone,
           coalesce(r.status = 1, false) as role_ok, coalesce(r.data_scope = 'all', false) as all_data,
           exists (select 1 from role_menus rm
                     join menus m on m.id = rm.menu_id and m.status = 1
                    where rm.role_id = r.id and rm.active and m.permission = ${mark}) as has_mark
      from users u
      join branches b on b.gscode = ${job.gscode}
      left join roles r on r.gscode = ${job.gscode} and r.code = ${job.role_code}
     where u.id = ${job.user_id}`);
  const r = rows[0];
  if (!r || !r.user_ok || !r.branch_ok || !r.role_ok || !r.has_mark) return null;
  if (!job.viewer && !r.same_place) return null;
  return {
    gscode: job.gscode,
    userId: job.user_id,
    userName: r.user_name,
    ownDataOf: r.all_data ? null : job.user_id,
    branch: { timezone: r.timezone },
    viewer: job.viewer,
    jobId: job.id,
    startedAt: new Date(),
  };
}
