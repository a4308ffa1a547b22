import { expect, type Locator, type Page } from '@playwright/test';
import { saveScreenshot, SCREENSHOTS } from './console-helpers';

/**
 * Layout checks every page's e2e can call (docs/decisions/0052-layout-checks-in-e2e.md): nothing
 * runs off its card, no sideways scrollbar except in tables built to scroll, no text cut without an
 * ellipsis, an ellipsis always with the full text at hand, headers on one line. Long data (a
 * 100-character client name) and narrow screens (800 and 390 px) are where these break, so call
 * them there.
 */

export interface OverflowOptions {
  /** What an element must stay inside: its nearest ancestor matching one of these (the scope is the outermost). */
  containers?: string[];
  /** Elements built to scroll sideways (tables with scroll.x): their scrollbar is allowed and their content not checked. */
  scrollers?: string[];
  /** Elements whose text must stay on one line. */
  singleLine?: string[];
  /** Elements left out of every check (for example a chart's canvas, drawn by its own library). */
  ignore?: string[];
  /** Pixels of slack for sub-pixel rounding. */
  tolerance?: number;
}

export const DEFAULT_CONTAINERS = [
  '.ant-card',
  '.ant-modal-container',
  '.ant-modal-content',
  '.ant-drawer-section',
  'td',
  'th',
  '[data-layout-box]',
];
export const DEFAULT_SCROLLERS = [
  '.ant-table-content',
  '.ant-table-body',
  '.ant-table-header',
  '.bo-scroll-region',
  '[data-scroll-x]',
];
/**
 * A chart's canvas (drawn by its library), table column definitions, inputs (which scroll their
 * own text), a switch's labels (antd keeps both "on" and "off" and slides one out of view), and
 * words for assistive technology only (.bo-visually-hidden: a legend, an icon button's name), cut
 * to one pixel on purpose.
 */
export const DEFAULT_IGNORE = [
  'canvas',
  'col',
  'colgroup',
  'input',
  'textarea',
  '.ant-switch-inner',
  '.bo-visually-hidden',
];
/** Table headers, card and dialog titles, codes (components/ellipsis-text.tsx `code`) and anything marked so. */
export const DEFAULT_SINGLE_LINE = ['th', '.ant-card-head-title', '.ant-modal-title', '.bo-code', '[data-single-line]'];

/**
 * Every layout problem inside `scope`, as readable lines (empty when there is none):
 * - an element whose box reaches past its container's left or right edge,
 * - an element that scrolls sideways and is not one of the allowed scrollers (the scope, its
 *   ancestors and the document included),
 * - text cut by `overflow: hidden` without an ellipsis,
 * - an ellipsised text without its full text at hand (a `title`, an `aria-label` or `data-full-text`),
 * - a header (or any `singleLine` element) whose text wraps onto a second line.
 */
export async function findOverflow(scope: Locator, options: OverflowOptions = {}): Promise<string[]> {
  const opts = {
    containers: options.containers ?? DEFAULT_CONTAINERS,
    scrollers: options.scrollers ?? DEFAULT_SCROLLERS,
    singleLine: options.singleLine ?? DEFAULT_SINGLE_LINE,
    ignore: options.ignore ?? DEFAULT_IGNORE,
    tolerance: options.tolerance ?? 1,
  };
  return scope.evaluate((root, o) => {
    const problems: string[] = [];
    const containerSel = o.containers.join(',');
    const scrollerSel = o.scrollers.join(',');
    const ignoreSel = o.ignore.join(',');
    const tol = o.tolerance;
    // An element past its container's edge is reported once, not with every descendant.
    const reported = new Set<Element>();
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls =
        typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 3).join('.') : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}${cls ? ` .${cls}` : ''}> "${text}"`;
    };
    const shown = (el: Element) => {
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden') return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const scrolls = (el: Element) => {
      const s = getComputedStyle(el);
      return (s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + tol;
    };

    // Sideways scrollbars around the scope: the document and every ancestor.
    for (let a: Element | null = root.parentElement; a; a = a.parentElement) {
      if (scrolls(a) && !a.matches(scrollerSel))
        problems.push(`scrolls sideways by ${a.scrollWidth - a.clientWidth}px: ${name(a)}`);
    }
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + tol)
      problems.push(`the page scrolls sideways by ${doc.scrollWidth - doc.clientWidth}px`);

    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      if (ignoreSel && el.closest(ignoreSel)) continue;
      // Content of a table built to scroll sideways (and really scrolling) may be wider than its card.
      const scroller = el.parentElement?.closest(scrollerSel);
      if (scroller && root.contains(scroller) && ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
        continue;
      if (!shown(el)) continue;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();

      if (scrolls(el) && !el.matches(scrollerSel))
        problems.push(`scrolls sideways by ${el.scrollWidth - el.clientWidth}px: ${name(el)}`);

      // Text cut by overflow hidden: only with an ellipsis, and then with the full text at hand.
      if (
        (s.overflowX === 'hidden' || s.overflowX === 'clip') &&
        el.scrollWidth > el.clientWidth + tol &&
        (el.textContent ?? '').trim()
      ) {
        if (s.textOverflow !== 'ellipsis') problems.push(`text cut without an ellipsis: ${name(el)}`);
        else {
          const full = el.closest('[title],[aria-label],[data-full-text]');
          if (!full || (el !== full && !full.contains(el)))
            problems.push(`ellipsis without the full text (title, aria-label or data-full-text): ${name(el)}`);
        }
      }

      // The box stays inside its container, unless something between them clips it (then
      // that clipping element is what is checked).
      if (el !== root) {
        let box: Element | null = null;
        let clipped = false;
        for (let a = el.parentElement; a; a = a.parentElement) {
          if (a === root || a.matches(containerSel)) {
            box = a;
            break;
          }
          const as = getComputedStyle(a);
          if (as.overflowX !== 'visible') clipped = true;
        }
        let inReported = false;
        for (let a = el.parentElement; a && a !== box; a = a.parentElement) if (reported.has(a)) inReported = true;
        if (box && !clipped && !inReported && s.position !== 'fixed') {
          const b = box.getBoundingClientRect();
          if (r.right > b.right + tol)
            problems.push(`${Math.round(r.right - b.right)}px past the right edge of ${name(box)}: ${name(el)}`);
          if (r.left < b.left - tol)
            problems.push(`${Math.round(b.left - r.left)}px past the left edge of ${name(box)}: ${name(el)}`);
          if (r.right > b.right + tol || r.left < b.left - tol) reported.add(el);
        }
      }

      // Headers and the like stay on one line.
      if (o.singleLine.length && el.matches(o.singleLine.join(',')) && (el.textContent ?? '').trim()) {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set<number>();
        for (const rect of Array.from(range.getClientRects()))
          if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.bottom));
        const lineHeight = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.5;
        const bottoms = [...tops].sort((x, y) => x - y);
        if (bottoms.length > 1 && bottoms[bottoms.length - 1] - bottoms[0] > lineHeight * 0.75)
          problems.push(
            `wraps onto ${Math.round((bottoms[bottoms.length - 1] - bottoms[0]) / lineHeight) + 1} lines: ${name(el)}`,
          );
      }
    }
    const unique = [...new Set(problems)];
    return unique.length > 25 ? [...unique.slice(0, 25), `… and ${unique.length - 25} more`] : unique;
  }, opts);
}

/**
 * Asserts that nothing inside `scope` overflows (see findOverflow). Polled, so a count-up
 * or an opening animation can settle first.
 */
export async function expectNoOverflow(scope: Locator, options: OverflowOptions = {}, what = 'layout') {
  await expect
    .poll(() => findOverflow(scope, options), { message: `${what}: nothing overflows`, timeout: 5_000 })
    .toEqual([]);
}

/**
 * Opens a data table's filters (a drawer at 800 px and below), asserts that nothing in them
 * overflows, runs `inside` while they are open (the page's words, a screenshot) and closes them.
 */
export async function expectFiltersFit(table: Locator, what: string, inside?: () => Promise<void>) {
  await table.getByTestId('filters-button').click();
  const filters = table.page().locator('.dt-filter-drawer');
  await expect(filters.getByTestId('filter-form')).toBeVisible();
  await expectNoOverflow(filters, {}, `${what} filters`);
  await inside?.();
  await filters.locator('.ant-drawer-close').click();
  await expect(filters.getByTestId('filter-form')).toBeHidden();
}

/** Asserts that two boxes do not overlap (a title and the close button beside it, for example). */
export async function expectNoOverlap(a: Locator, b: Locator, what = 'boxes') {
  const overlap = async () => {
    const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
    if (!ra || !rb) return 'missing';
    const x = Math.min(ra.x + ra.width, rb.x + rb.width) - Math.max(ra.x, rb.x);
    const y = Math.min(ra.y + ra.height, rb.y + rb.height) - Math.max(ra.y, rb.y);
    return x > 0.5 && y > 0.5 ? `overlap ${Math.round(x)}×${Math.round(y)}px` : 'none';
  };
  await expect.poll(overlap, { message: `${what} do not overlap` }).toBe('none');
}

/** The rows of a set of boxes: how many per row, and each box's height. */
export async function gridRows(items: Locator) {
  const boxes = await items.evaluateAll((els) =>
    els
      .map((e) => e.getBoundingClientRect())
      .map((r) => ({ top: r.top, left: r.left, right: r.right, height: r.height })),
  );
  const rows: (typeof boxes)[] = [];
  for (const b of [...boxes].sort((x, y) => x.top - y.top || x.left - y.left)) {
    const row = rows.find((r) => Math.abs(r[0].top - b.top) < 2);
    if (row) row.push(b);
    else rows.push([b]);
  }
  return rows;
}

/**
 * Asserts that the boxes fill their rows evenly: every row reaches from the container's left
 * edge to its right edge, row lengths differ by at most one, and every box has the same height.
 */
export async function expectEvenRows(
  items: Locator,
  container: Locator,
  what = 'grid',
  fit?: { min: number; gap: number },
) {
  const check = async () => {
    const c = await container.boundingBox();
    const rows = await gridRows(items);
    if (!c || rows.length === 0) return 'nothing shown';
    const counts = rows.map((r) => r.length);
    const heights = rows.flat().map((b) => Math.round(b.height));
    const problems: string[] = [];
    if (Math.max(...counts) - Math.min(...counts) > 1) problems.push(`uneven rows ${counts.join('+')}`);
    // As many side by side as fit at the narrowest width (one a row is even too, but wasteful).
    const total = counts.reduce((a, b) => a + b, 0);
    const side = fit ? Math.min(total, Math.max(1, Math.floor((c.width + fit.gap) / (fit.min + fit.gap)))) : 0;
    if (fit && rows.length !== Math.ceil(total / side))
      problems.push(`${rows.length} rows where ${side} fit side by side`);
    rows.forEach((r, i) => {
      const left = Math.min(...r.map((b) => b.left));
      const right = Math.max(...r.map((b) => b.right));
      if (Math.abs(left - c.x) > 1 || Math.abs(right - (c.x + c.width)) > 1)
        problems.push(`row ${i + 1} (${r.length}) does not fill the width`);
    });
    if (Math.max(...heights) - Math.min(...heights) > 1) problems.push(`heights ${[...new Set(heights)].join('/')}`);
    return problems.length ? `${counts.join('+')}: ${problems.join('; ')}` : 'even';
  };
  await expect.poll(check, { message: `${what}: rows are full and even, boxes of one height` }).toBe('even');
}

/**
 * Saves a screenshot of the whole page on show, not only the part in the window: the frame
 * scrolls inside `.bo-page`, so the window is made as tall as the page for the shot (and put
 * back after). The page is scrolled to its top first.
 */
export async function saveFullPageScreenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize()!;
  const height = await page.locator('.bo-page:visible').evaluate((el) => {
    el.scrollTop = 0;
    el.scrollLeft = 0;
    return Math.ceil(el.getBoundingClientRect().top + el.scrollHeight);
  });
  if (height > size.height) await page.setViewportSize({ width: size.width, height });
  await page.waitForTimeout(300); // charts redraw at their new size
  await saveScreenshot(page, name);
  if (height > size.height) await page.setViewportSize(size);
}

/**
 * Header cells of the shown tables that can never be read whole because a fixed column covers
 * them (issue 34: a staff column hidden under the fixed actions column at 1440 px): scrolled to
 * the start, the first scrolling column begins after the columns fixed on the left; scrolled to
 * the end, the last one ends before the columns fixed on the right; and none is wider than the
 * room between them. One line per covered cell; the tables' scroll positions are put back.
 */
export async function coveredHeaderCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const shown = (el: Element) => el.checkVisibility() && el.getBoundingClientRect().width > 0;
    for (const table of Array.from(document.querySelectorAll('.ant-table')).filter(shown)) {
      const scroller =
        table.querySelector<HTMLElement>('.ant-table-content') ?? table.querySelector<HTMLElement>('.ant-table-header');
      const cells = Array.from(table.querySelectorAll<HTMLElement>('thead > tr:first-child > th')).filter(
        (th) => shown(th) && !th.classList.contains('ant-table-cell-scrollbar'),
      );
      if (!scroller || cells.length === 0) continue;
      // A fixed column's cells are sticky, held at the start (left) or the end (right) of the box.
      const sticky = (th: Element) => getComputedStyle(th).position === 'sticky';
      const isLeft = (th: Element) => sticky(th) && getComputedStyle(th).left !== 'auto';
      const isRight = (th: Element) => sticky(th) && getComputedStyle(th).left === 'auto';
      const free = cells.filter((th) => !isLeft(th) && !isRight(th));
      if (free.length === 0) continue;
      const name = (th: Element) => `"${(th.textContent ?? '').trim() || th.getAttribute('aria-label') || '?'}"`;
      const table_ = `table "${table.closest('[aria-label]')?.getAttribute('aria-label') ?? table.querySelector('table')?.getAttribute('aria-label') ?? ''}"`;
      const was = scroller.scrollLeft;
      const room = () => ({
        start: Math.max(
          scroller.getBoundingClientRect().left,
          ...cells.filter(isLeft).map((th) => th.getBoundingClientRect().right),
        ),
        end: Math.min(
          scroller.getBoundingClientRect().right,
          ...cells.filter(isRight).map((th) => th.getBoundingClientRect().left),
        ),
      });
      scroller.scrollLeft = 0;
      const first = free[0].getBoundingClientRect();
      const atStart = room();
      if (first.left < atStart.start - 1)
        found.push(
          `${table_}: column ${name(free[0])} starts under a fixed column (${Math.round(atStart.start - first.left)} px)`,
        );
      scroller.scrollLeft = scroller.scrollWidth;
      const last = free[free.length - 1].getBoundingClientRect();
      const atEnd = room();
      if (last.right > atEnd.end + 1)
        found.push(
          `${table_}: column ${name(free[free.length - 1])} ends under a fixed column (${Math.round(last.right - atEnd.end)} px) with the table scrolled to its end`,
        );
      for (const th of free) {
        if (th.getBoundingClientRect().width > atEnd.end - atEnd.start + 1)
          found.push(`${table_}: column ${name(th)} is wider than the room between the fixed columns`);
      }
      scroller.scrollLeft = was;
    }
    return found;
  });
}
