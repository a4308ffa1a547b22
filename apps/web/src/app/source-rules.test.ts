import { describe, expect, it } from 'vitest';

/**
 * Rules over the web's own source that keep later screens free of what issue 8 found: each
 * names the habit it protects. A rule here is cheaper than the bug it prevents.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

/** "file:line  text" of every line matching the pattern. */
function offending(pattern: RegExp): string[] {
  return Object.entries(sources).flatMap(([file, text]) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file.replace('../', 'src/')}:${i + 1}  ${line.trim()}`] : [])),
  );
}

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
});
