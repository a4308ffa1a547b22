import type { TFunction } from 'i18next';
import { ExportFailure } from '../../api/read-export';

/**
 * What to tell the user of a job call that failed: the server's message (already in their
 * language) for a refusal, the console's words when the server could not be reached.
 */
export function failureText(e: unknown, t: TFunction): string {
  if (e instanceof ExportFailure)
    return e.kind === 'server' ? e.message : t(`export.${e.kind === 'cut' ? 'cut' : 'network'}`);
  return e instanceof Error ? e.message : String(e);
}
