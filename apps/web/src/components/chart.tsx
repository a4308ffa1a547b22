import { useEffect, useRef, useState } from 'react';
import type { ComposeOption, ECharts } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { useThemeMode } from './use-theme-mode';
import { useNearScreen } from './use-near-screen';

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

type EChartsModule = typeof import('./echarts-core');

let loaded: EChartsModule | undefined;
let loading: Promise<EChartsModule> | undefined;

/**
 * Loads ECharts (~180 KB gzip) once. It is never part of a route's first load: a chart block
 * calls this when it mounts, after the page's first paint, so the count cards and the rest of
 * the page do not wait for it. A failure is not remembered, so a later mount tries again.
 */
export function loadECharts(): Promise<EChartsModule> {
  loading ??= import('./echarts-core').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

interface ChartProps {
  option: ChartOption;
  height?: number;
  /** Accessible name of the chart (a canvas says nothing by itself). */
  label: string;
  'data-testid'?: string;
  /** false: not yet; ECharts loads and draws once it turns true (default true) and the chart is near the screen. */
  start?: boolean;
}

/**
 * A small ECharts host: follows the page's light/dark mode (ECharts' built-in dark theme on a
 * transparent background), resizes with its box, and updates in place when the option changes.
 * Its box has its final height from the start, so nothing moves when ECharts arrives and draws;
 * until then it shows a quiet placeholder. Code that fails to load (a redeploy) is thrown to
 * the page's chunk-error boundary, which recovers.
 */
export function Chart({ option, height = 320, label, start = true, ...rest }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const mode = useThemeMode();
  const [lib, setLib] = useState<EChartsModule | undefined>(loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  if (failure) throw failure.error;
  // Below the fold (a phone), ECharts neither loads nor draws until the user scrolls towards it.
  const [nearRef, near] = useNearScreen<HTMLDivElement>();

  useEffect(() => {
    if (lib || !start || !near) return;
    let live = true;
    loadECharts().then(
      (m) => live && setLib(m),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [lib, start, near]);

  // A theme change needs a new instance.
  useEffect(() => {
    if (!lib || !box.current) return;
    const instance = lib.echarts.init(box.current, mode === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    const el = box.current;
    // Not on the observer's first report (the size ECharts was just drawn at): a second full layout of the chart for nothing.
    const observer = new ResizeObserver(() => {
      if (el.clientWidth !== instance.getWidth() || el.clientHeight !== instance.getHeight()) instance.resize();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [lib, mode]);

  useEffect(() => {
    // lazyUpdate: the option is taken now and drawn in ECharts' next frame, two shorter tasks instead of one long one.
    chart.current?.setOption(
      { backgroundColor: 'transparent', ...option },
      { notMerge: false, replaceMerge: ['series', 'xAxis', 'yAxis'], lazyUpdate: true },
    );
  }, [option, mode, lib]);

  return (
    <div
      className="bo-chart"
      style={{ height }}
      ref={nearRef}
      data-testid={rest['data-testid']}
      data-ready={lib ? 'true' : 'false'}
    >
      <div ref={box} className="bo-chart-canvas" role="img" aria-label={label} />
      {!lib && <div className="bo-chart-loading bo-pulse" aria-hidden />}
    </div>
  );
}
