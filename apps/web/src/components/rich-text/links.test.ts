import { describe, expect, it } from 'vitest';
import { isWebLink } from './links';

describe('isWebLink', () => {
  it('takes absolute http and https addresses', () => {
    expect(isWebLink('https://example.com/docs?a=1')).toBe(true);
    expect(isWebLink(' http://example.com ')).toBe(true);
    expect(isWebLink('HTTPS://EXAMPLE.COM')).toBe(true);
  });
  it('refuses script, data, relative and protocol-relative addresses', () => {
    for (const v of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/docs',
      '//evil.example/',
      'https://',
      'example.com',
      'ftp://x.example',
    ]) {
      expect(isWebLink(v), v).toBe(false);
    }
  });
});
