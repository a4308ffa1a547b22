import type { BranchReportData } from '@bo/contract';

/**
 * The count-card figures as the report queries name their columns (visits, orders, turnover:
 * today, the day before, all time). One reading shared by the rollup queries and the plain
 * ones of direct.ts, so the two cannot map a column differently.
 */
export interface FigureColumns {
  v_today: number;
  v_prev: number;
  v_total: number;
  o_today: number;
  o_prev: number;
  o_total: number;
  t_today: string;
  t_prev: string;
  t_total: string;
}

export function figuresOf(x: FigureColumns): Pick<BranchReportData, 'vdata' | 'odata' | 'tdata'> {
  return {
    vdata: { today: x.v_today, previous: x.v_prev, total: x.v_total },
    odata: { today: x.o_today, previous: x.o_prev, total: x.o_total },
    tdata: { today: x.t_today, previous: x.t_prev, total: x.t_total },
  };
}

/** A branch's whole row: the figures and the cards computed as JSON in the query. */
export interface BranchReportColumns extends FigureColumns {
  cdata: BranchReportData['cdata'];
  fdata: BranchReportData['fdata'];
  udata: BranchReportData['udata'];
  conversionrate: string;
}

export function branchReportOf(x: BranchReportColumns): BranchReportData {
  return {
    scope: 'branch',
    ...figuresOf(x),
    cdata: x.cdata,
    fdata: x.fdata,
    udata: x.udata,
    conversionrate: x.conversionrate,
  };
}
