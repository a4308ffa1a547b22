import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerSample } from '@bo/contract';
import { Chart, type ChartOption } from '../../../components/chart';
import { branchTime } from '../../../components/branch-time';

const MB = 1024 * 1024;

/** The last hour of one process: CPU and event-loop delay; memory; answers per second and p95. */
export function ProcessCharts({ samples }: { samples: ServerSample[] }) {
  const { t } = useTranslation();
  const charts = useMemo(() => {
    const times = samples.map((s) => branchTime(s.at, 'HH:mm'));
    const line = (name: string, data: (number | null)[], yAxisIndex = 0) => ({
      name,
      type: 'line' as const,
      data,
      yAxisIndex,
      showSymbol: false,
      connectNulls: true,
    });
    const base = (legend: string[], yNames: [string, string?]): ChartOption => ({
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0, data: legend },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: times, boundaryGap: false },
      yAxis: [
        { type: 'value', name: yNames[0], min: 0 },
        ...(yNames[1] ? [{ type: 'value' as const, name: yNames[1], min: 0, splitLine: { show: false } }] : []),
      ],
    });
    const cpu = t('safeguard.server.cpuShort');
    const lag = t('safeguard.server.lagShort');
    const rss = t('safeguard.server.rssShort');
    const heap = t('safeguard.server.heapShort');
    const rps = t('safeguard.server.rpsShort');
    const p95 = t('safeguard.server.p95Short');
    return [
      {
        key: 'cpu',
        label: t('safeguard.server.chartCpu'),
        option: {
          ...base([cpu, lag], ['%', 'ms']),
          series: [
            line(
              cpu,
              samples.map((s) => s.cpuPercent),
            ),
            line(
              lag,
              samples.map((s) => s.lagMs),
              1,
            ),
          ],
        },
      },
      {
        key: 'memory',
        label: t('safeguard.server.chartMemory'),
        option: {
          ...base([rss, heap], ['MB']),
          series: [
            line(
              rss,
              samples.map((s) => Math.round(s.rss / MB)),
            ),
            line(
              heap,
              samples.map((s) => Math.round(s.heapUsed / MB)),
            ),
          ],
        },
      },
      {
        key: 'requests',
        label: t('safeguard.server.chartRequests'),
        option: {
          ...base([rps, p95], ['/s', 'ms']),
          series: [
            line(
              rps,
              samples.map((s) => s.requestsPerSecond),
            ),
            line(
              p95,
              samples.map((s) => s.p95Ms),
              1,
            ),
          ],
        },
      },
    ] satisfies { key: string; label: string; option: ChartOption }[];
  }, [samples, t]);

  return (
    <div className="srv-charts">
      {charts.map((c) => (
        <figure key={c.key} className="srv-chart">
          <figcaption className="srv-chart-title">{c.label}</figcaption>
          <Chart option={c.option} height={200} label={c.label} data-testid={`server-chart-${c.key}`} />
        </figure>
      ))}
    </div>
  );
}
