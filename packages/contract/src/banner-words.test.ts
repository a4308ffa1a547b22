import { describe, expect, it } from 'vitest';
import { bannerAspectOff, isBannerLink } from './banner-words.js';

describe('banner links', () => {
  it('takes no link, an http(s) address with a host, or a shop path', () => {
    for (const link of ['', '/', '/product/12', '/product/12?from=banner#top', '/pages/index?id=3', 'http://example.com', 'https://shop.example.com:8443/a/b?c=d', 'HTTPS://EXAMPLE.COM']) {
      expect(isBannerLink(link), link).toBe(true);
    }
  });

  it('refuses other schemes, protocol-relative and relative addresses, spaces, quotes and control characters', () => {
    for (const link of [
      'javascript:alert(1)', ' javascript:alert(1)', 'data:image/png;base64,AAAA', 'vbscript:x', 'mailto:a@example.com', 'ftp://example.com',
      '//evil.example.com', '/\\evil.example.com', 'product/12', './x', '../x', 'https://', 'https://-bad.example.com', 'https://exa mple.com',
      '/a b', '/a\tb', '/a"b', "/a'b", '/a<b', 'https://example.com/\u0000', 'https://example.com\\@evil.com',
    ]) {
      expect(isBannerLink(link), JSON.stringify(link)).toBe(false);
    }
  });
});

describe("an image's aspect against its slot", () => {
  it('warns only when the shape is far from the slot', () => {
    expect(bannerAspectOff('pc', 1920, 500)).toBe(false);
    expect(bannerAspectOff('pc', 1600, 450)).toBe(false);
    expect(bannerAspectOff('pc', 800, 800)).toBe(true);
    expect(bannerAspectOff('ad', 750, 300)).toBe(false);
    expect(bannerAspectOff('wxapp', 1920, 500)).toBe(true);
    expect(bannerAspectOff('wxapp', 0, 0)).toBe(false);
  });
});
