import { describe, expect, it } from 'vitest';
import { isLang, pickLang } from './pick-lang';

describe('pickLang (spec §4 bilingual picker)', () => {
  it('returns the first text for cn', () => expect(pickLang('cn', '主控台', 'Console')).toBe('主控台'));
  it('returns the second text for en', () => expect(pickLang('en', '主控台', 'Console')).toBe('Console'));
  it('returns the fixed text cn for any other value', () => {
    expect(pickLang('fr', '主控台', 'Console')).toBe('cn');
    expect(pickLang('', '主控台', 'Console')).toBe('cn');
  });
  it('knows only cn and en as languages', () => {
    expect(isLang('cn')).toBe(true);
    expect(isLang('en')).toBe(true);
    expect(isLang('zh')).toBe(false);
  });
});
