import { describe, expect, it } from 'vitest';

/**
 * Rules over the web's own source that keep later screens free of what issue 8 found: each
 * names the habit it protects. A rule here is cheaper than the bug it prevents.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A glob key (relative to this folder) as a path from the web app's root: src/… */
const fromRoot = (file: string) => (file.startsWith('./') ? `src/app/${file.slice(2)}` : file.replace('../', 'src/'));

/** "file:line  text" of every line matching the pattern. */
function offending(pattern: RegExp): string[] {
  return Object.entries(sources).flatMap(([file, text]) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${fromRoot(file)}:${i + 1}  ${line.trim()}`] : [])),
  );
}

/**
 * Files that may read the clock or turn an instant into words themselves: the branch-time module,
 * and the theme's auto mode, which follows the reader's own day and night, not the branch's.
 */
const OWN_CLOCK = ['src/components/branch-time.ts', 'src/lib/theme-mode.ts', 'src/components/use-theme-mode.ts'];

describe('source rules', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('saves forms through form.submit() / onFinish, so the first field in error is scrolled to and focused', () => {
    // validateFields() with no field list is how a save skips scrollToFirstError (app/antd-providers.tsx).
    expect(offending(/\.validateFields\(\s*\)/)).toEqual([]);
  });

  it('uses no antd 6 deprecated props (they warn in the console)', () => {
    expect(offending(/<Space\b[^>]*\bdirection=/)).toEqual([]);
    expect(offending(/<Alert\b[^>]*\bmessage=/)).toEqual([]);
    expect(offending(/\bdestroyOnClose\b|\bbodyStyle=|\bdropdownRender=|\bbordered=\{false\}/)).toEqual([]);
  });

  it('shows no internal call names to users: every text goes through the locales (checked there)', () => {
    // A call name written straight into JSX text, e.g. <p>… (save_power_sq) …</p>.
    expect(offending(/>[^<{]*\b[a-z]+_[A-Za-z]+\b[^<{]*</)).toEqual([]);
  });

  it("shows every time in the branch's zone: only components/branch-time.ts formats an instant or reads today (issue 34)", () => {
    const rules: [string, RegExp][] = [
      ["dayjs(x).format(…) formats in the browser's zone: branchTime(x, format)", /\bdayjs\([^)]+\)\.format\(/],
      ["dayjs() is the browser's now: branchWallClock() / branchToday()", /\bdayjs\(\s*\)/],
      ['a format with hours names a time of day, which only an instant has: branchTime', /\.format\(\s*['"`][^'"`]*H/],
      [
        "toLocale…String() and Intl.DateTimeFormat use the browser's zone: branchTime",
        /\.toLocale(Date|Time)?String\(|\bIntl\.DateTimeFormat\b/,
      ],
      ["a Date's fields are the browser's: branchWallClock", /\.get(FullYear|Month|Date|Day|Hours|Minutes)\(\)/],
      ["new Date() is the browser's now: branchWallClock() / branchToday()", /\bnew Date\(\s*\)/],
    ];
    const found = rules.flatMap(([why, pattern]) =>
      offending(pattern)
        .filter((hit) => !OWN_CLOCK.some((file) => hit.startsWith(`${file}:`)))
        .map((hit) => `${why}: ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('the branch-time rule catches what it names', () => {
    // The patterns above, tried on lines a new page might write, so the rule cannot pass by matching nothing.
    expect(/\bdayjs\([^)]+\)\.format\(/.test("{dayjs(r.created_at).format('YYYY-MM-DD HH:mm')}")).toBe(true);
    expect(/\bdayjs\(\s*\)/.test("const today = dayjs().startOf('day');")).toBe(true);
    expect(/\.format\(\s*['"`][^'"`]*H/.test("const t = d.format('HH:mm');")).toBe(true);
    expect(/\.format\(\s*['"`][^'"`]*H/.test("from: range?.[0]?.format('YYYY-MM-DD'),")).toBe(false);
    expect(offending(/\bbranchTime\(/).length).toBeGreaterThan(30);
  });

  it('starts every page’s first calls with its code: a page folder that reads (a query, a list, tabs) has a prefetch.ts (app/route-data.ts)', () => {
    const folderOf = (file: string) => /^src\/pages\/[^/]+\/[^/]+\//.exec(fromRoot(file))?.[0];
    const pages = new Set(Object.keys(sources).flatMap((f) => (f.endsWith('/index.tsx') ? (folderOf(f) ?? []) : [])));
    const reading = new Set(
      Object.entries(sources)
        .filter(([, text]) => /<(ListPage|PageTabs)\b|\buseQuery\(/.test(text))
        .flatMap(([file]) => folderOf(file) ?? [])
        .filter((folder) => pages.has(folder)),
    );
    const prefetched = new Set(
      Object.keys(sources)
        .filter((f) => f.endsWith('/prefetch.ts'))
        .map(folderOf),
    );
    expect(reading.size).toBeGreaterThan(30);
    expect([...reading].filter((folder) => !prefetched.has(folder))).toEqual([]);
  });
});
