import { describe, expect, it } from 'vitest';
import { isLightHour, resolveThemeMode } from './theme-mode';

const at = (h: number, m = 0) => new Date(2026, 10, 21, h, m, 0);

describe('theme hours (spec §4, §9: light 06:00–18:00)', () => {
  it('is light from 06:00 on', () => {
    expect(isLightHour(at(5, 59))).toBe(false);
    expect(isLightHour(at(6, 0))).toBe(true);
    expect(isLightHour(at(12, 0))).toBe(true);
  });
  it('is dark from 18:00 on and through the night', () => {
    expect(isLightHour(at(17, 59))).toBe(true);
    expect(isLightHour(at(18, 0))).toBe(false);
    expect(isLightHour(at(23, 30))).toBe(false);
    expect(isLightHour(at(0, 0))).toBe(false);
  });
  it('auto follows the clock; white and dark ignore it', () => {
    expect(resolveThemeMode('auto', at(9))).toBe('white');
    expect(resolveThemeMode('auto', at(20))).toBe('dark');
    expect(resolveThemeMode('white', at(20))).toBe('white');
    expect(resolveThemeMode('dark', at(9))).toBe('dark');
  });
});
