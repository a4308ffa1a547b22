import { describe, expect, it } from 'vitest';
import { evenGridCss, evenRows, gridSpans } from './even-grid';

describe('even rows', () => {
  it('fills every row and keeps rows within one item of each other', () => {
    // 7 count cards of at least 180 px with 12 px gaps.
    expect(evenRows(7, 1208, 180, 12)).toEqual([4, 3]); // 1440 px, menu open: 6 would fit
    expect(evenRows(7, 792, 180, 12)).toEqual([4, 3]); // 1024 px
    expect(evenRows(7, 600, 180, 12)).toEqual([3, 2, 2]);
    expect(evenRows(7, 374, 180, 12)).toEqual([2, 2, 2, 1]); // 390 px
    expect(evenRows(7, 170, 180, 12)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(evenRows(7, 1688, 180, 12)).toEqual([7]);
    // The platform owner's 6 cards.
    expect(evenRows(6, 1208, 180, 12)).toEqual([6]);
    expect(evenRows(6, 792, 180, 12)).toEqual([3, 3]);
    expect(evenRows(6, 374, 180, 12)).toEqual([2, 2, 2]);
    expect(evenRows(0, 800, 180, 12)).toEqual([]);
  });
  it('never leaves a row much shorter than the others, for any count and width', () => {
    for (let n = 1; n <= 20; n++)
      for (let w = 100; w <= 2000; w += 37) {
        const rows = evenRows(n, w, 180, 12);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(n);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
      }
  });
  it('spans each row across the whole grid', () => {
    expect(gridSpans([4, 3])).toEqual({ columns: 12, spans: [3, 3, 3, 3, 4, 4, 4] });
    expect(gridSpans([3, 2, 2])).toEqual({ columns: 6, spans: [2, 2, 2, 3, 3, 3, 3] });
    expect(gridSpans([2, 2, 2, 1])).toEqual({ columns: 2, spans: [1, 1, 1, 1, 1, 1, 2] });
    expect(gridSpans([3, 3])).toEqual({ columns: 3, spans: [1, 1, 1, 1, 1, 1] });
  });
});

describe('even grid CSS', () => {
  it('has one container query per number of items that fit, with the rows of evenRows', () => {
    const css = evenGridCss('g', 7, 180, 12).split('\n');
    expect(css).toHaveLength(7);
    // 374 px (a 390 px phone): 2 fit → 2+2+2+1 on 2 columns, the last item across both.
    expect(css[1]).toContain('@container (372px <= width) and (width < 564px)');
    expect(css[1]).toContain(
      '.g{grid-template-columns:repeat(2,minmax(0,1fr));--bo-grid-item:calc((100cqw - 12px) / 2)}',
    );
    expect(css[1]).toContain('.g>.bo-even-grid-item:nth-child(7){grid-column:span 2}');
    // 4, 5 or 6 fit → 4+3 on 12 columns.
    expect(css[3]).toContain('@container (756px <= width) and (width < 948px)');
    expect(css[3]).toContain('repeat(12,minmax(0,1fr))');
    expect(css[3]).toContain('.g>.bo-even-grid-item:nth-child(5){grid-column:span 4}');
    expect(css[0]).toContain('@container (width < 372px)');
    expect(css[6]).toContain('@container (1332px <= width)');
  });
});
