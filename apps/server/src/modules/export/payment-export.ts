import { sql } from 'drizzle-orm';
import type { Lang, PaymentExport, PaymentRow } from '@bo/contract';
import type { CallRequest } from '../../route.js';
import { paymentListSql, paymentRowsQuery, toPaymentRow } from '../payments/public.js';
import { EXPORT_WORDS } from './labels.js';
import { exportFileName, localMinuteFormatter } from './names.js';
import type { ExportActor, ExportSpec } from './service.js';
import { MONEY_FORMAT, type ExportColumn } from './xlsx.js';

/**
 * PaymentExport: the payment list's whole filtered set, in the list's order, with the list's
 * own SQL (payments/list-sql.ts), in the session's branch; refunds as negative amounts.
 */
export function paymentExportSpec(
  actor: ExportActor,
  query: CallRequest<typeof PaymentExport>['query'],
  lang: Lang,
): ExportSpec<PaymentRow> {
  const { gscode, branch } = actor;
  const w = EXPORT_WORDS[lang];
  const local = localMinuteFormatter(branch.timezone);
  const c = w.paymentCols;
  const columns: ExportColumn<PaymentRow>[] = [
    { header: c.time, width: 17, value: (r) => local(r.paid_at) },
    { header: c.orderno, width: 22, value: (r) => r.orderno },
    { header: c.guestcode, width: 14, value: (r) => r.guestcode },
    { header: c.client, width: 24, value: (r) => r.guestname },
    { header: c.amount, width: 14, value: (r) => Number(r.amount), numFmt: MONEY_FORMAT },
    { header: c.method, width: 16, value: (r) => w.method[r.method] ?? r.method },
    { header: c.reference, width: 22, value: (r) => r.reference },
    { header: c.state, width: 10, value: (r) => w.paymentState[r.state] ?? r.state },
    { header: c.reason, width: 24, value: (r) => r.reason },
    { header: c.recordedBy, width: 14, value: (r) => r.recorded_by },
  ];
  const { from, where } = paymentListSql(actor, query);
  return {
    query: paymentRowsQuery(actor, query),
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    toRow: toPaymentRow,
    sheet: w.paymentSheet,
    columns,
    fileName: exportFileName('payments', gscode, branch.timezone),
    audit: { action: 'export payments', filters: query },
  };
}
