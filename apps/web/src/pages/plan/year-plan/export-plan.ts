import { PLAN_MEASURES, PLAN_YEAR_LABEL, type PlanLine, type YearPlanData } from '@bo/contract';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../locales/pick-lang';
import { wordIn } from '../../../locales/words';

/**
 * Writes a year's plan to an .xlsx in the layout the import reads (contract PLAN_SHEET), so that
 * export → edit in Excel → import is a round trip: sheet 1 the targets of the branch line and of
 * every line with targets; sheet 2 (read only) targets, actuals and completion of every line.
 * write-excel-file (with its zip library) is imported only when the user exports.
 */
export async function exportPlan(data: YearPlanData, t: TFunction, lang: Lang, branchName: string): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const bold = (value: string | number) => ({ value, fontWeight: 'bold' as const });
  const money = (v: string) => ({ value: Number(v), type: Number, format: '#,##0.00' });
  const count = (v: number) => ({ value: v, type: Number, format: '#,##0' });
  const rate = (v: string | null) => (v === null ? null : { value: Number(v), type: Number, format: '0.00' });
  const nameOf = (l: PlanLine) => (l.salespersonId === 0 ? branchName : l.name);
  const months = Array.from({ length: 12 }, (_, i) => bold(t('yearPlan.sheet.month', { month: i + 1 })));
  const head = [
    bold(t('yearPlan.sheet.id')),
    bold(t('yearPlan.sheet.name')),
    bold(t('yearPlan.sheet.measure')),
    ...months,
    bold(t('yearPlan.sheet.total')),
  ];

  const planned = data.lines.filter((l) => l.salespersonId === 0 || l.version > 0);
  const plan = [
    [bold(wordIn(PLAN_YEAR_LABEL, lang)), { value: data.year, type: Number, format: '0' }],
    head,
    ...planned.flatMap((l) => [
      [
        l.salespersonId,
        nameOf(l),
        wordIn(PLAN_MEASURES.amount, lang),
        ...l.months.map((m) => money(m.amount)),
        money(l.total.amount),
      ],
      [
        l.salespersonId,
        nameOf(l),
        wordIn(PLAN_MEASURES.orders, lang),
        ...l.months.map((m) => count(m.orders)),
        count(l.total.orders),
      ],
    ]),
  ];
  const rows = (l: PlanLine) =>
    [
      ['targetAmount', l.months.map((m) => money(m.amount)), money(l.total.amount)],
      ['actualAmount', l.months.map((m) => money(m.actualAmount)), money(l.total.actualAmount)],
      ['amountRate', l.months.map((m) => rate(m.amountRate)), rate(l.total.amountRate)],
      ['targetOrders', l.months.map((m) => count(m.orders)), count(l.total.orders)],
      ['actualOrders', l.months.map((m) => count(m.actualOrders)), count(l.total.actualOrders)],
      ['ordersRate', l.months.map((m) => rate(m.ordersRate)), rate(l.total.ordersRate)],
    ] as const;
  const actual = [
    [bold(wordIn(PLAN_YEAR_LABEL, lang)), { value: data.year, type: Number, format: '0' }],
    head,
    ...data.lines.flatMap((l) =>
      rows(l).map(([key, cells, total]) => [l.salespersonId, nameOf(l), t(`yearPlan.sheet.${key}`), ...cells, total]),
    ),
  ];
  const columns = [{ width: 16 }, { width: 18 }, { width: 16 }, ...Array.from({ length: 13 }, () => ({ width: 14 }))];
  const file = `${t('yearPlan.title')}-${data.year}.xlsx`;
  await writeXlsxFile([
    { data: plan, sheet: t('yearPlan.sheet.plan'), columns, stickyRowsCount: 2 },
    { data: actual, sheet: t('yearPlan.sheet.actual'), columns, stickyRowsCount: 2 },
  ]).toFile(file);
  return file;
}
