import { describe, expect, it } from 'vitest';
import { tabOf, withTab } from './tab-word';

describe("a list on a page's tab", () => {
  it("writes its tab word first, before the list's own words", () => {
    expect(withTab('', 'accounts')).toBe('?tab=accounts');
    expect(withTab('?page=2&status=1', 'accounts')).toBe('?tab=accounts&page=2&status=1');
  });
  it('leaves the address of a list without tabs as it was', () => {
    expect(withTab('?page=2', undefined)).toBe('?page=2');
    expect(withTab('', undefined)).toBe('');
  });
  it("reads the address's tab word, empty when there is none", () => {
    expect(tabOf('?tab=followers&page=3')).toBe('followers');
    expect(tabOf('?page=3')).toBe('');
    expect(tabOf('')).toBe('');
  });
});
