import { Children, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
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
 * Items (cards) in rows that are always full and even, all of one height, at any width: the
 * grid measures its own width (so the open or collapsed menu counts) and spreads the items
 * with `evenRows`. It sets `--bo-grid-item` to the narrowest item's width so content can scale
 * with it (the count cards' figure does).
 */
export function EvenGrid({ min, gap = 12, className, children, 'data-testid': testId }: EvenGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = el.getBoundingClientRect().width;
      // A hidden work tab measures 0: keep the last layout.
      if (w > 0) setWidth(Math.round(w));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const items = Children.toArray(children);
  const rows = evenRows(items.length, width || min * items.length, min, gap);
  const { columns, spans } = gridSpans(rows);
  const narrowest = width ? (width - gap * (Math.max(...rows) - 1)) / Math.max(...rows) : min;
  const style = {
    gap,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    '--bo-grid-item': `${Math.floor(narrowest)}px`,
  } as CSSProperties;
  return (
    <div ref={ref} className={['bo-even-grid', className ?? ''].join(' ')} style={style} data-testid={testId} data-rows={rows.join('+')}>
      {items.map((item, i) => (
        <div key={i} className="bo-even-grid-item" style={{ gridColumn: `span ${spans[i]}` }}>
          {item}
        </div>
      ))}
    </div>
  );
}
