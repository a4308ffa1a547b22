import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobUploads } from '../../db/schema.js';
import { JOB_LIMITS, type ClientImportField, type Lang } from '@bo/contract';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { parseMapping, readClientSheet, requiredImportFields } from './service.js';
import type { ReadSheet } from './sheet-reader.js';

type Owner = Pick<Session, 'gscode' | 'userId'>;

/**
 * Keeps an uploaded sheet for the import job that will read it (issue 40): the job may run on any
 * server process, later, and again after a crash, so the sheet waits in the database, the
 * uploader's alone, for `days`, among the uploader's newest JOB_LIMITS.keptSheets (an older one is
 * deleted: uploading cannot fill the database). Returns its id (ClientImportSheet's fileId).
 */
export async function keepSheet(db: Db, owner: Owner, content: Buffer, fileName: string, days: number) {
  const [row] = await db
    .insert(jobUploads)
    .values({
      gscode: owner.gscode,
      userId: owner.userId,
      fileName: fileName.slice(0, 200),
      bytes: content,
      expiresAt: sql`now() + make_interval(days => ${days})`,
    })
    .returning({ id: jobUploads.id });
  await db.execute(sql`
    delete from job_uploads where user_id = ${owner.userId}
       and id not in (select id from job_uploads where user_id = ${owner.userId} order by id desc limit ${JOB_LIMITS.keptSheets})`);
  return row.id;
}

/** A kept sheet of `owner`'s, in its branch and not expired; null for any other id. */
export async function keptSheet(db: Db, owner: Owner, id: number) {
  const [row] = await db
    .select({ bytes: jobUploads.bytes, fileName: jobUploads.fileName })
    .from(jobUploads)
    .where(
      and(
        eq(jobUploads.id, id),
        eq(jobUploads.userId, owner.userId),
        eq(jobUploads.gscode, owner.gscode),
        gt(jobUploads.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Deletes the kept sheets whose time is over; returns how many. */
export async function purgeKeptSheets(db: Db): Promise<number> {
  const rows = await db
    .delete(jobUploads)
    .where(sql`${jobUploads.expiresAt} <= now()`)
    .returning({ id: jobUploads.id });
  return rows.length;
}

/** A kept sheet read for an import, with its mapping checked against the branch's required fields. */
export interface ImportReady {
  fileName: string;
  sheet: ReadSheet;
  required: ClientImportField[];
  mapping: (ClientImportField | '')[];
}

/**
 * The import job's input, ready: the owner's kept sheet read and the mapping checked (ClientImport's
 * rules). Refused (400): a sheet that is not the owner's or has expired, a mapping the sheet or the
 * branch's required fields refuse. The Start call checks it so a bad request changes nothing; the
 * job checks it again when it runs, as the branch's rules may have changed meanwhile.
 */
export async function readyImport(
  db: Db,
  owner: Owner,
  params: { fileId: number; columns: string },
  lang: Lang,
): Promise<ImportReady> {
  const kept = await keptSheet(db, owner, params.fileId);
  if (!kept) throw new AppError('jobSheetMissing', {}, 400);
  const sheet = await readClientSheet(kept.bytes);
  const required = await requiredImportFields(db, owner.gscode);
  return {
    fileName: kept.fileName,
    sheet,
    required,
    mapping: parseMapping(params.columns, sheet.header, required, lang),
  };
}
