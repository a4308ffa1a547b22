import { callAddress, type ClientImportSheet, type ClientImportSheetInfo } from '@bo/contract';
import { runExport, saveFile } from './read-export';
import { postFile } from './uploads';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const SHEET = callAddress<typeof ClientImportSheet>('POST', '/api/Excel/ClientImportSheet');
const TEMPLATE_PATH = '/api/Excel/ClientImportTemplate';

/** Downloads the import template (export frames, like a table's export) and hands it to the browser. */
export async function downloadImportTemplate(signal?: AbortSignal): Promise<void> {
  const file = await runExport(
    TEMPLATE_PATH,
    {},
    { signal: signal ?? new AbortController().signal, onProgress: () => {} },
  );
  saveFile(file.blob, file.fileName);
}

/**
 * Reads a sheet's header row and the proposed mapping; the server keeps the sheet (`fileId`) for
 * the check and the import, which run as jobs (api/jobs.ts, kind clientImport).
 */
export const readImportSheet = (file: File) => postFile<ClientImportSheetInfo>(SHEET.path, file);
