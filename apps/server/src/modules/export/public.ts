/** What other modules use of export: they import it from here, never from its other files. */
export { FrameStream } from './frames.js';
export { exportFileName, localMinuteFormatter } from './names.js';
export { streamExport } from './service.js';
export { streamAuditedWork } from './stream-work.js';
export { type ExportColumn, openXlsx } from './xlsx.js';
