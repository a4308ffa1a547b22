import { sql } from 'drizzle-orm';
import { ORDER_STATE_KEYS, type Lang, type OrderExport, type OrderRow, type OrderState } from '@bo/contract';
import type { CallRequest } from '../../route.js';
import { orderRowsSql, orderWhere, toOrderRow } from '../orders/public.js';
import { EXPORT_WORDS } from './labels.js';
import { exportFileName, localMinuteFormatter } from './names.js';
import type { ExportActor, ExportSpec } from './service.js';
import { MONEY_FORMAT, type ExportColumn } from './xlsx.js';

/**
 * OrderExport: the order list's whole filtered set, in the list's order, with the list's own
 * SQL (orders/list-query.ts), in the session's branch; times in the branch's time zone.
 */
export function orderExportSpec(
  actor: ExportActor,
  query: CallRequest<typeof OrderExport>['query'],
  lang: Lang,
): ExportSpec<OrderRow> {
  const { gscode, branch } = actor;
  const w = EXPORT_WORDS[lang];
  const local = localMinuteFormatter(branch.timezone);
  const c = w.orderCols;
  const columns: ExportColumn<OrderRow>[] = [
    { header: c.orderno, width: 22, value: (r) => r.orderno },
    { header: c.time, width: 17, value: (r) => local(r.created_at) },
    { header: c.guestcode, width: 14, value: (r) => r.guestcode },
    { header: c.client, width: 24, value: (r) => r.guestname },
    { header: c.items, width: 30, value: (r) => r.items },
    { header: c.qty, width: 10, value: (r) => r.qty },
    { header: c.amount, width: 14, value: (r) => Number(r.amount), numFmt: MONEY_FORMAT },
    { header: c.paid, width: 14, value: (r) => Number(r.paid), numFmt: MONEY_FORMAT },
    { header: c.payState, width: 12, value: (r) => w.payState[r.pay_state] },
    {
      header: c.state,
      width: 12,
      value: (r) => (r.status in ORDER_STATE_KEYS ? w.orderState[r.status as OrderState] : String(r.status)),
    },
    { header: c.salesperson, width: 14, value: (r) => r.salesperson },
    { header: c.channel, width: 12, value: (r) => w.channel[r.channel] },
  ];
  return {
    query: orderRowsSql(actor, query),
    count: sql`select count(*)::int as n from orders o where ${orderWhere(actor, query)}`,
    toRow: toOrderRow,
    sheet: w.orderSheet,
    columns,
    fileName: exportFileName('orders', gscode, branch.timezone),
    audit: { action: 'export orders', filters: query },
  };
}
