/**
 * The orders chart's side margins, worked out here instead of by ECharts' `containLabel`: fitting
 * the grid to its labels made ECharts lay every axis out twice and measure every label, 15-20 %
 * of the chart's first draw on a phone-class CPU (docs/decisions/0048-chart-margins.md).
 * A side holds its axis' widest tick label (estimated a digit wider than the values, since
 * ECharts rounds the top of the axis up) and half of its axis name, which sits centred above it.
 */
import { groupThousands } from '../../components/number-format';

/** ECharts' default text: 12px sans-serif; its axis labels sit 8 px from the axis line. */
const FONT = '12px sans-serif';
const LABEL_GAP = 8;
const EDGE = 8;

let context: CanvasRenderingContext2D | null | undefined;

/** The width of `text` in ECharts' default font (an estimate where there is no canvas, as in unit tests). */
export function textWidth(text: string): number {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
    if (context) context.font = FONT;
  }
  if (context) return Math.ceil(context.measureText(text).width);
  return [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 12 : 7), 0);
}

/** The axis' top label as ECharts may write it: `max` rounded up at its first digit, grouped by thousands, one digit spare. */
export function topTickLabel(max: number): string {
  if (!(max > 0)) return '00';
  const step = 10 ** Math.floor(Math.log10(max));
  // One significant digit, so a float step (3 × 0.1) writes no tail of digits.
  const top = Number((Math.ceil(max / step) * step).toPrecision(1));
  return `${groupThousands(String(top))}0`;
}

/** The room one side of the chart needs for its axis, of `values`, named `name`. */
export function axisMargin(values: readonly number[], name: string): number {
  const largest = values.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  const label = (values.some((v) => v < 0) ? '-' : '') + topTickLabel(largest);
  return Math.max(textWidth(label) + LABEL_GAP, Math.ceil(textWidth(name) / 2)) + EDGE;
}
