/** What other modules use of excel-import: they import it from here, never from its other files. */
export { type ReadSheet, readSheet } from './sheet-reader.js';
export { errorSheetColumns, errorSheetName, errorSheetTitle, importClients, type Tx } from './import-clients.js';
export { purgeKeptSheets, readyImport } from './kept-sheets.js';
