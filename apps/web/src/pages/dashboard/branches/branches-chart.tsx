import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchFigureRow } from '@bo/contract';
import { Chart, type ChartOption } from '../../../components/chart';
import { formatCount, formatMoney, toCents } from '../../../components/number-format';
import { axisMargin } from '../chart-margins';

/** The top branches by sales side by side: sales (bars, left axis) and orders (bars, right axis). */
export function BranchesChart({ rows, height }: { rows: BranchFigureRow[]; height: number }) {
  const { t } = useTranslation();
  const option = useMemo<ChartOption>(() => {
    const sales = rows.map((r) => Number(toCents(r.sales)) / 100);
    const orders = rows.map((r) => r.orders);
    const salesWord = t('hq.col.sales');
    const ordersWord = t('hq.col.orders');
    return {
      animationDuration: 0,
      animationDurationUpdate: 300,
      grid: {
        left: axisMargin(sales, salesWord),
        right: axisMargin(orders, ordersWord),
        top: 40,
        bottom: 30,
        outerBoundsMode: 'none',
      },
      legend: { top: 0, data: [salesWord, ordersWord] },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const r = rows[(params as { dataIndex: number }[])[0]?.dataIndex ?? 0];
          if (!r) return '';
          // The branch's name is the user's text: escaped before it goes into the tooltip's HTML.
          const name = r.company.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
          return [
            `<b>${r.gscode} ${name}</b>`,
            `${salesWord}: ${formatMoney(r.sales)}`,
            `${ordersWord}: ${formatCount(r.orders)}`,
          ].join('<br/>');
        },
      },
      xAxis: { type: 'category', data: rows.map((r) => r.gscode) },
      yAxis: [
        { type: 'value', name: salesWord },
        { type: 'value', name: ordersWord, minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { type: 'bar', name: salesWord, data: sales, barMaxWidth: 28 },
        { type: 'bar', name: ordersWord, yAxisIndex: 1, data: orders, barMaxWidth: 28 },
      ],
    };
  }, [rows, t]);
  return (
    <Chart option={option} height={height} label={t('hq.chart.label', { n: rows.length })} data-testid="hq-chart" />
  );
}
