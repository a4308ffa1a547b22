import { useMemo, type ReactNode } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ChartRow, type YwType } from '@bo/contract';
import { Chart, type ChartOption } from '../../components/chart';
import { formatCount, formatMoney, toCents } from '../../components/number-format';
import { axisMargin } from './chart-margins';
import { periodLabel } from './format';
import { onRangeFocus, RANGE, RangeLabel } from './range-choice';

/** The year/month/week/day switch of spec §2, in that order. */
export const YW_ORDER: readonly YwType[] = ['year', 'month', 'week', 'day'];

/**
 * The switch; with `range`, a last "range" choice (issue 37 #6) whose pointer or focus loads the
 * range picker's code (range-choice.tsx).
 */
export function PeriodSwitch<V extends YwType | typeof RANGE = YwType>({
  value,
  onChange,
  testId,
  range,
}: {
  value: V;
  onChange: (v: V) => void;
  testId: string;
  range?: boolean;
}) {
  const { t } = useTranslation();
  const options: { value: V; label: ReactNode }[] = YW_ORDER.map((v) => ({
    value: v as V,
    label: t(`dashboard.period.${v}`),
  }));
  if (range) options.push({ value: RANGE as V, label: <RangeLabel /> });
  return (
    <Segmented<V>
      size="small"
      value={value}
      onChange={onChange}
      onFocus={range ? onRangeFocus : undefined}
      data-testid={testId}
      options={options}
    />
  );
}

/** Orders (bars, left axis) and sales amount (line, right axis) per period; the tooltip adds ordering clients. */
export function OrdersChart({
  rows,
  ywtype,
  height = 320,
  testId,
  start,
}: {
  rows: ChartRow[];
  ywtype: YwType;
  height?: number;
  testId: string;
  start?: boolean;
}) {
  const { t } = useTranslation();
  const option = useMemo<ChartOption>(() => {
    const labels = rows.map((r) => periodLabel(r, ywtype));
    const counts = rows.map((r) => r.dd_num);
    const amounts = rows.map((r) => Number(toCents(r.jine)) / 100);
    return {
      // Drawn at once on the page's load (each frame of the grow-in redrew the whole canvas on the
      // main thread); a period switch still animates from the old bars to the new.
      animationDuration: 0,
      animationDurationUpdate: 300,
      // Margins worked out from the values (chart-margins.ts), not by ECharts fitting the grid to its labels.
      grid: {
        left: axisMargin(counts, t('dashboard.chart.orders')),
        right: axisMargin(amounts, t('dashboard.chart.amount')),
        top: 40,
        bottom: 30,
        outerBoundsMode: 'none',
      },
      legend: { top: 0, data: [t('dashboard.chart.orders'), t('dashboard.chart.amount')] },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const i = (params as { dataIndex: number }[])[0]?.dataIndex ?? 0;
          const r = rows[i];
          if (!r) return '';
          return [
            `<b>${labels[i]}</b>`,
            `${t('dashboard.chart.orders')}: ${formatCount(r.dd_num)}`,
            `${t('dashboard.chart.clients')}: ${formatCount(r.gu_num)}`,
            `${t('dashboard.chart.amount')}: ${formatMoney(r.jine)}`,
          ].join('<br/>');
        },
      },
      xAxis: { type: 'category', data: labels },
      yAxis: [
        { type: 'value', name: t('dashboard.chart.orders'), minInterval: 1 },
        { type: 'value', name: t('dashboard.chart.amount'), splitLine: { show: false } },
      ],
      series: [
        { type: 'bar', name: t('dashboard.chart.orders'), data: counts, barMaxWidth: 28 },
        { type: 'line', name: t('dashboard.chart.amount'), yAxisIndex: 1, smooth: true, data: amounts },
      ],
    };
  }, [rows, ywtype, t]);
  return (
    <Chart
      option={option}
      height={height}
      label={t('dashboard.chart.label', { period: t(`dashboard.period.${ywtype}`) })}
      data-testid={testId}
      start={start}
    />
  );
}

/** A chart answer with no order in any period. */
export const noOrders = (rows: ChartRow[] | undefined) => Boolean(rows && rows.every((r) => r.dd_num === 0));
