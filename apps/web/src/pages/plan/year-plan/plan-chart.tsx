import { useMemo, useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanLine } from '@bo/contract';
import { Chart, type ChartOption } from '../../../components/chart';
import { figuresOf, type DraftMonth } from './plan-draft';

type Measure = 'amount' | 'orders';

/**
 * Target against actual per month of one line (the targets as being edited), amount or orders.
 * ECharts loads after the page's first paint (components/chart.tsx); the block's height is fixed
 * from the start, so nothing below it moves when the chart arrives.
 */
export default function PlanChart({ line, months, year }: { line: PlanLine; months: DraftMonth[]; year: number }) {
  const { t } = useTranslation();
  const [measure, setMeasure] = useState<Measure>('amount');
  const option = useMemo<ChartOption>(() => {
    const per = months.map((_, i) => figuresOf(line, months, i, i + 1));
    const target = per.map((f) => (measure === 'amount' ? Number(f.amount) : f.orders));
    const actual = per.map((f) => (measure === 'amount' ? Number(f.actualAmount) : f.actualOrders));
    const name = t(`yearPlan.chart.${measure}`);
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: per.map((_, i) => t('yearPlan.month', { month: i + 1 })) },
      yAxis: { type: 'value', name, minInterval: measure === 'orders' ? 1 : undefined },
      series: [
        { name: t('yearPlan.chart.target'), type: 'bar', data: target, barMaxWidth: 22 },
        { name: t('yearPlan.chart.actual'), type: 'bar', data: actual, barMaxWidth: 22 },
      ],
    };
  }, [line, months, measure, t]);
  return (
    <section
      className="yp-chart"
      aria-label={t('yearPlan.chart.label', { year, measure: t(`yearPlan.chart.${measure}`) })}
    >
      <Segmented<Measure>
        size="small"
        value={measure}
        onChange={setMeasure}
        options={[
          { value: 'amount', label: t('yearPlan.chart.amount') },
          { value: 'orders', label: t('yearPlan.chart.orders') },
        ]}
        data-testid="plan-chart-measure"
      />
      <Chart
        option={option}
        height={260}
        label={t('yearPlan.chart.label', { year, measure: t(`yearPlan.chart.${measure}`) })}
        data-testid="plan-chart"
      />
    </section>
  );
}
