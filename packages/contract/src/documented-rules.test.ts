import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  csvOf,
  DATE_MAX,
  DATE_MIN,
  DATE_PATTERN,
  dateString,
  documentedLinkPattern,
  isSafeLink,
  matching,
  pageSizeParam,
  PAGE_SIZES,
} from './index.js';

/**
 * Issue 34: a rule the server checks with a refinement is shown in the OpenAPI document by a
 * twin (a pattern, an enum). The twin must say the same as the check, or a client built from the
 * document is refused for what it could not know: these tests hold each twin to its check.
 */

const inDocument = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as Record<string, unknown>;

describe('the document shows the same rule the server checks', () => {
  it('dates: the pattern holds the bounds, so a date of the year 0159 or 2200 is outside it', () => {
    const pattern = new RegExp(String(inDocument(dateString()).pattern));
    expect(pattern.source).toBe(DATE_PATTERN.source);
    for (const v of [DATE_MIN, DATE_MAX, '2026-12-02']) expect(pattern.test(v), v).toBe(true);
    for (const v of ['0159-01-01', '1899-12-31', '2101-01-01', '2200-06-01', '2026-13-01', '2026-1-1']) {
      expect(pattern.test(v), v).toBe(false);
      expect(dateString().safeParse(v).success, v).toBe(false);
    }
  });

  it('comma lists: the pattern accepts exactly what the check accepts', () => {
    const schema = csvOf(['0', '1', '9'] as const);
    const pattern = new RegExp(String(inDocument(schema).pattern));
    for (const v of ['', '0', '0,1', '9,0,1', '1,1', 'x', '0,', ',0', '0,,1', '0;1', '10', ' 0']) {
      expect(pattern.test(v), v).toBe(schema.safeParse(v).success);
    }
  });

  it('page sizes: the document lists exactly the sizes the check takes', () => {
    expect(inDocument(pageSizeParam).enum).toEqual([...PAGE_SIZES]);
    for (const n of [...PAGE_SIZES, 7, 20, 1000])
      expect(pageSizeParam.safeParse(n).success, String(n)).toBe((PAGE_SIZES as readonly number[]).includes(n));
  });

  it('links: the flag-free pattern agrees with the case-insensitive rule', () => {
    for (const opts of [{}, { paths: false }]) {
      const pattern = new RegExp(documentedLinkPattern(opts));
      for (const v of [
        '',
        '/',
        '/a?b=1#c',
        'https://example.com/x',
        'HTTP://EXAMPLE.COM',
        '//evil.example',
        'javascript:alert(1)',
        'https://a b',
        '/%2f',
        'ftp://x',
      ]) {
        expect(pattern.test(v), `${JSON.stringify(opts)} ${v}`).toBe(isSafeLink(v, opts));
      }
    }
  });

  it('matching(): the pattern and its example go into the document, the words into the refusal', () => {
    const code = matching(z.string(), /^[a-z]+$/, { cn: '只能是小写字母', en: 'must be lower-case letters' }, 'abc');
    expect(inDocument(code)).toMatchObject({ pattern: '^[a-z]+$', example: 'abc' });
    expect(code.safeParse('ABC').error?.issues[0]).toMatchObject({
      params: { rule: 'words', cn: '只能是小写字母', en: 'must be lower-case letters' },
    });
    expect(() => matching(z.string(), /x/i, { cn: '', en: '' })).toThrow(/no flags/);
  });
});
