import { and, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { branchDocuments } from './schema.js';

/**
 * A branch's documents (branch_documents): one JSON value per branch and kind ('system' settings,
 * the 'backup' schedule …), saved whole at the version the user saw.
 */

export type DocumentKind = 'system' | 'home' | 'wechat' | 'backup';

/** The document of the branch and kind, as a drizzle condition. */
export const documentOf = (gscode: string, kind: DocumentKind) =>
  and(eq(branchDocuments.gscode, gscode), eq(branchDocuments.kind, kind));

/** The branch's document of `kind` as stored, or undefined when it was never saved. */
export async function readDocument(db: Pick<Db, 'select'>, gscode: string, kind: DocumentKind) {
  const [doc] = await db
    .select({
      value: branchDocuments.value,
      version: branchDocuments.version,
      updatedBy: branchDocuments.updatedBy,
      updatedAt: branchDocuments.updatedAt,
    })
    .from(branchDocuments)
    .where(documentOf(gscode, kind));
  return doc;
}

/** Who saved the document last, at which version and when; 0, '' and '' before the first save. */
export const stampOf = (doc: Awaited<ReturnType<typeof readDocument>>) => ({
  version: doc?.version ?? 0,
  updatedBy: doc?.updatedBy ?? '',
  updatedAt: doc ? doc.updatedAt.toISOString() : '',
});

/** Stores the branch's document of `kind` (added the first time), as saved by `updatedBy` at `updatedAt`. */
export async function writeDocument(
  db: Pick<Db, 'insert'>,
  doc: { gscode: string; kind: DocumentKind; value: unknown; version: number; updatedBy: string; updatedAt: Date },
): Promise<void> {
  const { value, version, updatedBy, updatedAt } = doc;
  await db
    .insert(branchDocuments)
    .values(doc)
    .onConflictDoUpdate({
      target: [branchDocuments.gscode, branchDocuments.kind],
      set: { value, version, updatedBy, updatedAt },
    });
}
