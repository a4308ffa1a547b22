import { describe, expect, it } from 'vitest';
import { GOOD_LINKS, HOSTILE_LINKS } from './link-samples.js';
import { isSafeLink, LINK_PATTERN_SOURCE, shownLinkValue } from './link-words.js';
import { linkKindOf, savedLink, shownLink } from './link.js';

const SHOP = 'https://shop.example';

describe('the one link rule', () => {
  it('refuses every hostile link', () => {
    for (const [link, why] of HOSTILE_LINKS) expect(isSafeLink(link), `${JSON.stringify(link)}: ${why}`).toBe(false);
  });

  it('takes no link, absolute http(s) addresses and paths of this site', () => {
    for (const link of GOOD_LINKS) expect(isSafeLink(link), JSON.stringify(link)).toBe(true);
  });

  it('keeps a path on this site and an address on its own host, as a browser reads them', () => {
    for (const link of [...GOOD_LINKS, ...HOSTILE_LINKS.map(([l]) => l)].filter((l) => l !== '' && isSafeLink(l))) {
      const u = new URL(link, SHOP);
      if (link.startsWith('/')) expect(u.origin, link).toBe(SHOP);
      else {
        expect(u.protocol, link).toMatch(/^https?:$/);
        expect(u.username + u.password, link).toBe('');
        expect(u.hostname, link).not.toBe('');
      }
    }
  });

  it('takes only absolute addresses where paths are not allowed', () => {
    expect(isSafeLink('https://example.com/x', { paths: false })).toBe(true);
    expect(isSafeLink('', { paths: false })).toBe(true);
    expect(isSafeLink('/shop', { paths: false })).toBe(false);
    for (const [link] of HOSTILE_LINKS) expect(isSafeLink(link, { paths: false }), JSON.stringify(link)).toBe(false);
  });

  it('is one regular expression PostgreSQL can read too (no flags inside, no lookbehind, no \\x or \\s)', () => {
    expect(LINK_PATTERN_SOURCE).not.toMatch(/\(\?<|\\x|\\s|\\d|\\w/);
  });

  it('shows a failing stored link as no link', () => {
    expect(shownLinkValue('/\\evil.example/x')).toBe('');
    expect(shownLinkValue('/shop')).toBe('/shop');
    expect(shownLinkValue('/shop', { paths: false })).toBe('');
    expect(shownLink().parse('javascript:alert(1)')).toBe('');
    expect(shownLink().parse('https://example.com')).toBe('https://example.com');
  });
});

describe('savedLink', () => {
  it('trims, keeps the length limit, refuses with the bilingual rule and is found by its mark', () => {
    const s = savedLink(10);
    expect(s.parse('  /a  ')).toBe('/a');
    expect(s.safeParse('/abcdefghij').success).toBe(false);
    const r = s.safeParse('//evil');
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({
      params: {
        rule: 'words',
        cn: expect.stringContaining('本站路径'),
        en: expect.stringContaining('path of this site'),
      },
    });
    expect(linkKindOf(s)).toBe('link');
    expect(linkKindOf(s.describe('x'))).toBe('link');
    expect(linkKindOf(savedLink(10, { paths: false }))).toBe('address');
    expect(linkKindOf(s.default('').unwrap())).toBe('link');
  });
});
