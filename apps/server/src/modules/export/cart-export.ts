import type { CartRow, Lang, cartExportQuery } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cartRowsQuery, toCart } from '../carts/public.js';
import { exportFileName, localMinuteFormatter } from './names.js';
import type { ExportActor, ExportSpec } from './service.js';
import { MONEY_FORMAT, type ExportColumn } from './xlsx.js';

const WORDS = {
  cn: {
    sheet: '购物车',
    cols: ['商城账号', '客户编号', '客户', '商品', '件数', '金额', '创建时间', '最后修改', '未动天数', '已放弃'],
    yes: '是',
    no: '否',
  },
  en: {
    sheet: 'Carts',
    cols: [
      'Shop account',
      'Customer no.',
      'Client',
      'Products',
      'Pieces',
      'Amount',
      'Created',
      'Last changed',
      'Days untouched',
      'Abandoned',
    ],
    yes: 'Yes',
    no: 'No',
  },
} as const;

/**
 * The cart list's whole filtered set (issue 40: carts are exported as a job only), in the list's
 * order, with the list's own SQL (carts/service.ts), in the session's branch and data scope.
 */
export async function cartExportSpec(
  db: Db,
  actor: ExportActor,
  query: z.output<typeof cartExportQuery>,
  lang: Lang,
): Promise<ExportSpec<CartRow>> {
  const w = WORDS[lang];
  const local = localMinuteFormatter(actor.branch.timezone);
  const c = w.cols;
  const columns: ExportColumn<CartRow>[] = [
    { header: c[0], width: 16, value: (r) => r.member },
    { header: c[1], width: 14, value: (r) => r.guestcode },
    { header: c[2], width: 22, value: (r) => r.guestname },
    { header: c[3], width: 30, value: (r) => r.items },
    { header: c[4], width: 8, value: (r) => r.qty },
    { header: c[5], width: 14, value: (r) => Number(r.amount), numFmt: MONEY_FORMAT },
    { header: c[6], width: 17, value: (r) => local(r.created_at) },
    { header: c[7], width: 17, value: (r) => local(r.updated_at) },
    { header: c[8], width: 10, value: (r) => r.age_days },
    { header: c[9], width: 8, value: (r) => (r.abandoned ? w.yes : w.no) },
  ];
  const { query: rows, count } = await cartRowsQuery(db, actor, query);
  return {
    query: rows,
    count,
    toRow: toCart,
    sheet: w.sheet,
    columns,
    fileName: exportFileName('carts', actor.gscode, actor.branch.timezone),
    audit: { action: 'export carts', filters: query },
  };
}
