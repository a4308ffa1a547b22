/** What other modules use of export: they import it from here, never from its other files. */
export { FrameStream } from './frames.js';
export { exportFileName, localMinuteFormatter } from './names.js';
export { streamExport, writeExport, type ExportActor, type ExportSpec } from './service.js';
export { clientExportSpec } from './client-export.js';
export { orderExportSpec } from './order-export.js';
export { paymentExportSpec } from './payment-export.js';
export { streamAuditedWork } from './stream-work.js';
export { type ExportColumn, openXlsx } from './xlsx.js';
export type { ExportGate } from './gate.js';
