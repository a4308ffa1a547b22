import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { useThemeMode } from '../app/use-theme-mode';

// Tree-shaken ECharts: only the charts and components the console draws.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

interface ChartProps {
  option: ChartOption;
  height?: number;
  /** Accessible name of the chart (a canvas says nothing by itself). */
  label: string;
  'data-testid'?: string;
}

/**
 * A small ECharts host: follows the page's light/dark mode (ECharts' built-in dark theme on a
 * transparent background), resizes with its box, and updates in place when the option changes.
 */
export function Chart({ option, height = 320, label, ...rest }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const mode = useThemeMode();

  // A theme change needs a new instance.
  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current, mode === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [mode]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: false, replaceMerge: ['series', 'xAxis', 'yAxis'] });
  }, [option, mode]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} data-testid={rest['data-testid']} />;
}
