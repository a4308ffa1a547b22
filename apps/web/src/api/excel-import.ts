import {
  callAddress,
  CLIENT_IMPORT_FIELD,
  type ClientImportMode,
  type ClientImportResult,
  type ClientImportSheet,
  type ClientImportSheetInfo,
  type ExportProgress,
} from '@bo/contract';
import { runExport, runStreamedUpload, saveFile } from './read-export';
import { postFile } from './uploads';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const SHEET = callAddress<typeof ClientImportSheet>('POST', '/api/Excel/ClientImportSheet');
const TEMPLATE_PATH = '/api/Excel/ClientImportTemplate';
const IMPORT_PATH = '/api/Excel/ClientImport';

const formOf = (file: File) => {
  const form = new FormData();
  form.append(CLIENT_IMPORT_FIELD, file, file.name);
  return form;
};

/** Downloads the import template (export frames, like a table's export) and hands it to the browser. */
export async function downloadImportTemplate(signal?: AbortSignal): Promise<void> {
  const file = await runExport(
    TEMPLATE_PATH,
    {},
    { signal: signal ?? new AbortController().signal, onProgress: () => {} },
  );
  saveFile(file.blob, file.fileName);
}

/** Reads a sheet's header row and the proposed mapping. */
export const readImportSheet = (file: File) => postFile<ClientImportSheetInfo>(SHEET.path, file);

/**
 * Checks (mode check) or imports the sheet with the mapping `columns` (a field key or '' per
 * column), streaming progress; resolves with the result. Aborting `signal` closes the answer: the
 * server then writes nothing. Fails with an ExportFailure.
 */
export function runClientImport(
  file: File,
  columns: string[],
  mode: ClientImportMode,
  opts: { signal: AbortSignal; onProgress: (p: ExportProgress) => void },
): Promise<ClientImportResult> {
  return runStreamedUpload<ClientImportResult>(IMPORT_PATH, { columns: columns.join(','), mode }, formOf(file), opts);
}
