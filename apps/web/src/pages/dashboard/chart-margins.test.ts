import { describe, expect, it } from 'vitest';
import { axisMargin, topTickLabel } from './chart-margins';

describe('the orders chart margins', () => {
  it('estimates the top tick label one digit wider than the value rounded up at its first digit', () => {
    expect(topTickLabel(104)).toBe('2000'); // 200 → '200' and a digit spare
    expect(topTickLabel(56_350.5)).toBe('60,0000');
    expect(topTickLabel(9_500)).toBe('10,0000');
    expect(topTickLabel(0.35)).toBe('0.40');
    expect(topTickLabel(0)).toBe('00');
  });

  it('gives larger values, negative values and long axis names more room', () => {
    const small = axisMargin([3, 12], 'Orders');
    expect(axisMargin([3, 12_000_000], 'Orders')).toBeGreaterThan(small);
    expect(axisMargin([-12, 3], 'Orders')).toBeGreaterThan(small);
    expect(axisMargin([3, 12], 'A rather long name for an axis of the chart')).toBeGreaterThan(small);
  });
});
