import { readBranchSettings } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { readDocument } from '../../db/branch-documents.js';

/** The branch's system name in both languages (its settings, or the defaults): what its staff see in the header. */
export async function systemNames(db: Pick<Db, 'select'>, gscode: string): Promise<{ cn: string; en: string }> {
  const s = readBranchSettings((await readDocument(db, gscode, 'system'))?.value);
  return { cn: s.systemNameCn, en: s.systemNameEn };
}
