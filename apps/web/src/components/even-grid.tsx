import { Children, useMemo, type ReactNode } from 'react';
import './text.css';

/**
 * How many items go in each row so that every row is full and rows differ by at most one item:
 * as many per row as fit at `min` px (with `gap` between), then spread evenly over the rows
 * that takes. 7 items: 4+3 where 4 or more fit, 3+2+2 where 3 fit, 2+2+2+1 where 2 fit.
 */
export function evenRows(count: number, width: number, min: number, gap: number): number[] {
  if (count <= 0) return [];
  const fit = Math.max(1, Math.floor((width + gap) / (min + gap)));
  const rows = Math.ceil(count / Math.min(fit, count));
  const base = Math.floor(count / rows);
  const extra = count % rows;
  return Array.from({ length: rows }, (_, i) => base + (i < extra ? 1 : 0));
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/** The grid's column count (the least common multiple of the row lengths) and each item's span. */
export function gridSpans(rows: number[]): { columns: number; spans: number[] } {
  const columns = rows.reduce((l, n) => (l * n) / gcd(l, n), 1);
  return { columns, spans: rows.flatMap((n) => Array<number>(n).fill(columns / n)) };
}

interface EvenGridProps {
  /** The narrowest an item may be, in px. */
  min: number;
  gap?: number;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The CSS of an even grid of `count` items: for each width range of its box in which a given
 * number of items fit side by side, a container query with the rows of `evenRows` (the grid's
 * columns and each item's span) and `--bo-grid-item`, the narrowest item's width.
 */
export function evenGridCss(cls: string, count: number, min: number, gap: number): string {
  const rules: string[] = [];
  for (let fit = 1; fit <= count; fit++) {
    const from = fit * (min + gap) - gap;
    const to = (fit + 1) * (min + gap) - gap;
    const rows = evenRows(count, Math.max(from, 0), min, gap);
    const { columns, spans } = gridSpans(rows);
    const widest = Math.max(...rows);
    // Each bound in its own parentheses: "(a <= width and width < b)" is not valid CSS, and an
    // invalid query silently matches nothing (every width between the first and last range).
    const range =
      [fit > 1 ? `(${from}px <= width)` : '', fit < count ? `(width < ${to}px)` : ''].filter(Boolean).join(' and ') ||
      '(width >= 0px)';
    const items = spans
      .map((span, i) => `.${cls}>.bo-even-grid-item:nth-child(${i + 1}){grid-column:span ${span}}`)
      .join('');
    rules.push(
      `@container ${range}{.${cls}{grid-template-columns:repeat(${columns},minmax(0,1fr));--bo-grid-item:calc((100cqw - ${gap * (widest - 1)}px) / ${widest})}${items}}`,
    );
  }
  return rules.join('\n');
}

/**
 * Items (cards) in rows that are always full and even, all of one height, at any width: CSS
 * container queries on the grid's own box (so the open or collapsed menu counts) spread the
 * items with `evenRows`, and set `--bo-grid-item` to the narrowest item's width so content can
 * scale with it (the count cards' figure does). Nothing is measured by script: the grid has its
 * final layout in its first paint, with no forced layout or second render
 * (docs/decisions/0045-console-figures-first.md).
 */
export function EvenGrid({ min, gap = 12, className, children, 'data-testid': testId }: EvenGridProps) {
  const items = Children.toArray(children);
  const cls = `bo-eg-${items.length}-${min}-${gap}`;
  const css = useMemo(() => evenGridCss(cls, items.length, min, gap), [cls, items.length, min, gap]);
  return (
    <div className="bo-even-grid-box">
      <style>{css}</style>
      <div className={['bo-even-grid', cls, className ?? ''].join(' ')} style={{ gap }} data-testid={testId}>
        {items.map((item, i) => (
          <div key={i} className="bo-even-grid-item">
            {item}
          </div>
        ))}
      </div>
    </div>
  );
}
