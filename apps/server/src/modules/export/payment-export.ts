import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PaymentExport, PaymentRow } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { langOf } from '../../i18n.js';
import type { CallRequest } from '../../route.js';
import { paymentListSql, paymentRowsQuery, toPaymentRow } from '../payments/public.js';
import { EXPORT_WORDS } from './labels.js';
import { exportFileName, localMinuteFormatter } from './names.js';
import { streamExport } from './service.js';
import { MONEY_FORMAT, type ExportColumn } from './xlsx.js';

/**
 * PaymentExport: the payment list's whole filtered set, in the list's order, with the list's
 * own SQL (payments/list-sql.ts), in the session's branch; refunds as negative amounts.
 */
export function exportPayments(db: Db, req: CallRequest<typeof PaymentExport>, reply: FastifyReply) {
  const { gscode, branch } = req.session;
  const w = EXPORT_WORDS[langOf(req)];
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
  const { from, where } = paymentListSql(req.session, req.query);
  return streamExport(db, req, reply, {
    query: paymentRowsQuery(req.session, req.query),
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    toRow: toPaymentRow,
    sheet: w.paymentSheet,
    columns,
    fileName: exportFileName('payments', gscode, branch.timezone),
    audit: { action: 'export payments', filters: req.query },
  });
}
