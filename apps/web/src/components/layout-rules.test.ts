import { describe, expect, it } from 'vitest';

/**
 * Rules over the web's own source for numbers and long text (docs/decisions/0057-money-formatting.md,
 * docs/decisions/0037-long-names-and-menu-titles.md): each names the habit it protects.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx,css}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** "file:line  text" of every line matching the pattern, in files whose path matches `files`. */
function offending(pattern: RegExp, files = /./, except: string[] = []): string[] {
  return Object.entries(sources)
    .filter(([file]) => files.test(file) && !except.some((e) => file.endsWith(e)))
    .flatMap(([file, text]) =>
      text
        .split('\n')
        .flatMap((line, i) =>
          pattern.test(line)
            ? [`${file.replace(/^\.\//, 'src/components/').replace(/^\.\.\//, 'src/')}:${i + 1}  ${line.trim()}`]
            : [],
        ),
    );
}

describe('layout and number rules', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('formats money, counts and percentages only through components/number-format.ts', () => {
    // toLocaleString and toFixed give a second format (and float sums); CountUp's own separator a third.
    expect(offending(/\.toLocaleString\(|\.toFixed\(|\bseparator=/, /\.tsx?$/, ['/number-format.ts'])).toEqual([]);
  });

  it('cuts long text in pages only through <EllipsisText>, which shows the full text in a tooltip', () => {
    expect(offending(/text-overflow|textOverflow/, /\/pages\//)).toEqual([]);
  });
});
