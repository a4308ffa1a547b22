import type { ClientExport, ClientListRow, ClientTypeWord, Lang } from '@bo/contract';
import type { CallRequest } from '../../route.js';
import { clientCountQuery, clientRowsQuery, toClientRow } from '../client-list/public.js';
import { EXPORT_WORDS } from './labels.js';
import { exportFileName, localMinuteFormatter } from './names.js';
import type { ExportActor, ExportSpec } from './service.js';
import { MONEY_FORMAT, type ExportColumn } from './xlsx.js';

/**
 * ClientExport: the client list's whole filtered set, in the list's order, with the list's own
 * SQL (client-list/list-sql.ts), in the session's branch; the last order in the branch's local
 * time, types, settlement and status as words.
 */
export function clientExportSpec(
  actor: ExportActor,
  query: CallRequest<typeof ClientExport>['query'],
  lang: Lang,
): ExportSpec<ClientListRow> {
  const { gscode, branch } = actor;
  const w = EXPORT_WORDS[lang];
  const local = localMinuteFormatter(branch.timezone);
  const c = w.clientCols;
  const yesNo = (b: boolean) => w.yesNo[b ? 'yes' : 'no'];
  const columns: ExportColumn<ClientListRow>[] = [
    { header: c.guestcode, width: 14, value: (r) => r.guestcode },
    { header: c.guestname, width: 20, value: (r) => r.guestname },
    { header: c.longname, width: 28, value: (r) => r.longname },
    {
      header: c.type,
      width: 14,
      value: (r) => w.clientType[String(r.clienttype) as ClientTypeWord] ?? String(r.clienttype),
    },
    { header: c.level, width: 10, value: (r) => r.clientlevel },
    { header: c.linkman, width: 12, value: (r) => r.linkman },
    { header: c.mobile, width: 15, value: (r) => r.mobile },
    { header: c.area, width: 12, value: (r) => r.area },
    { header: c.salesperson, width: 12, value: (r) => r.salesperson?.name ?? '' },
    { header: c.settlement, width: 10, value: (r) => yesNo(r.isyuejie === 1) },
    { header: c.creditLimit, width: 14, value: (r) => Number(r.creditLimit), numFmt: MONEY_FORMAT },
    { header: c.creditUsed, width: 14, value: (r) => Number(r.creditUsed), numFmt: MONEY_FORMAT },
    { header: c.overLimit, width: 10, value: (r) => yesNo(r.overLimit) },
    { header: c.lastOrder, width: 17, value: (r) => (r.lastOrderAt ? local(r.lastOrderAt) : '') },
    { header: c.status, width: 8, value: (r) => w.clientStatus[r.status === 1 ? '1' : '0'] },
  ];
  return {
    query: clientRowsQuery(actor, query),
    count: clientCountQuery(actor, query),
    toRow: toClientRow,
    sheet: w.clientSheet,
    columns,
    fileName: exportFileName('clients', gscode, branch.timezone),
    audit: { action: 'export clients', filters: query },
  };
}
