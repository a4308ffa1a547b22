import { describe, expect, it } from 'vitest';
import { canHide, layoutOf, moveColumn, prefsOf, resizeColumn, toggleColumn } from './column-prefs';

const KEYS = ['orderno', 'time', 'client', 'amount'];

describe('column chooser (spec §5)', () => {
  it('shows every column in the page order when nothing was saved', () => {
    expect(layoutOf(KEYS, null, 'orderno').map((c) => `${c.key}:${c.visible}`)).toEqual([
      'orderno:true',
      'time:true',
      'client:true',
      'amount:true',
    ]);
  });

  it('refuses to hide the last shown column', () => {
    let layout = layoutOf(['a', 'b'], null);
    const first = toggleColumn(layout, 'a', false);
    expect(first.ok).toBe(true);
    if (first.ok) layout = first.layout;
    expect(canHide(layout, 'b')).toBe(false);
    expect(toggleColumn(layout, 'b', false)).toEqual({ ok: false, reason: 'lastColumn' });
    expect(layout.filter((c) => c.visible).map((c) => c.key)).toEqual(['b']);
  });

  it('refuses to hide the key column, which names and opens a row', () => {
    const layout = layoutOf(KEYS, null, 'orderno');
    expect(toggleColumn(layout, 'orderno', false, 'orderno')).toEqual({ ok: false, reason: 'keyColumn' });
    expect(canHide(layout, 'orderno', 'orderno')).toBe(false);
  });

  it('applies a saved order, visibility and width; drops unknown keys; appends columns added since', () => {
    const layout = layoutOf(
      KEYS,
      {
        columns: [
          { key: 'amount', visible: true, width: 180 },
          { key: 'gone', visible: true },
          { key: 'client', visible: false },
        ],
      },
      'orderno',
    );
    expect(layout).toEqual([
      { key: 'orderno', visible: true },
      { key: 'amount', visible: true, width: 180 },
      { key: 'client', visible: false },
      { key: 'time', visible: true },
    ]);
  });

  it('shows a column again when a saved choice (or a tampered one) hides them all', () => {
    expect(
      layoutOf(['a', 'b'], {
        columns: [
          { key: 'a', visible: false },
          { key: 'b', visible: false },
        ],
      }).map((c) => c.visible),
    ).toEqual([true, false]);
    expect(layoutOf(KEYS, { columns: [{ key: 'orderno', visible: false }] }, 'orderno')[0]).toEqual({
      key: 'orderno',
      visible: true,
    });
  });

  it('moves columns, but never above the key column', () => {
    const layout = layoutOf(KEYS, null, 'orderno');
    expect(moveColumn(layout, 'client', -1, 'orderno').map((c) => c.key)).toEqual([
      'orderno',
      'client',
      'time',
      'amount',
    ]);
    expect(moveColumn(layout, 'time', -1, 'orderno')).toBe(layout);
    expect(moveColumn(layout, 'amount', 1, 'orderno')).toBe(layout);
    expect(moveColumn(layout, 'orderno', 1, 'orderno')).toBe(layout);
  });

  it('keeps widths within the contract bounds and saves the whole layout', () => {
    const layout = resizeColumn(layoutOf(['a', 'b'], null), 'a', 5000);
    expect(prefsOf(resizeColumn(layout, 'b', 3), 'small')).toEqual({
      columns: [
        { key: 'a', visible: true, width: 1000 },
        { key: 'b', visible: true, width: 40 },
      ],
      density: 'small',
    });
  });
});
