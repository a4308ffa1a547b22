import type { JobRow, Lang } from '@bo/contract';
import { iso, isoOrNull } from '../../db/row-values.js';
import { t, type MessageKey } from '../../i18n.js';
import type { JobRecord } from './store.js';

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A job as the contract's jobRow, its failure said in `lang` (the reader's, not the starter's). */
export function toJobRow(j: JobRecord, lang: Lang): JobRow {
  const r = j.result ?? {};
  const isImport = j.kind === 'clientImport';
  return {
    id: j.id,
    kind: j.kind,
    state: j.state,
    params: j.params,
    done: j.done,
    total: j.total,
    createdAt: iso(j.created_at),
    endedAt: isoOrNull(j.ended_at),
    expiresAt: iso(j.expires_at),
    fileName: str(r.fileName),
    errorFileName: str(r.errorFileName),
    rows: num(r.rows),
    mode: isImport && typeof r.mode === 'string' ? (r.mode as JobRow['mode']) : null,
    added: isImport ? num(r.added) : null,
    updated: isImport ? num(r.updated) : null,
    refused: isImport ? num(r.refused) : null,
    errors: Array.isArray(r.errors) ? (r.errors as JobRow['errors']) : [],
    message: j.state === 'failed' && j.error ? t(lang, j.error.key as MessageKey, j.error.params) : '',
  };
}

/** A Content-Disposition for a file name in any script: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
