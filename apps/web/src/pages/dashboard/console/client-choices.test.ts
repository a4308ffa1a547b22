import { describe, expect, it } from 'vitest';
import { choiceOptions } from './client-choices';

const choices = [
  { name: '官网', nameEn: 'Website' },
  { name: '展会', nameEn: '' },
];
const outside = (v: string) => `${v} (not in the list)`;

describe('choiceOptions', () => {
  it("offers the list's items in order, named in the reader's language, valued by the Chinese name", () => {
    expect(choiceOptions(choices, '', 'en', outside)).toEqual([
      { value: '官网', label: 'Website' },
      { value: '展会', label: '展会' },
    ]);
    expect(choiceOptions(choices, '官网', 'cn', outside).map((o) => o.label)).toEqual(['官网', '展会']);
  });

  it('keeps a stored text the list does not offer, first and marked', () => {
    expect(choiceOptions(choices, '老客户介绍', 'en', outside)).toEqual([
      { value: '老客户介绍', label: '老客户介绍 (not in the list)', outside: true },
      { value: '官网', label: 'Website' },
      { value: '展会', label: '展会' },
    ]);
  });

  it('offers nothing extra for an empty field, and the stored text as it is before the list is read', () => {
    expect(choiceOptions(choices, '  ', 'cn', outside)).toHaveLength(2);
    expect(choiceOptions(undefined, '', 'cn', outside)).toEqual([]);
    expect(choiceOptions(undefined, 'A', 'cn', outside)).toEqual([{ value: 'A', label: 'A' }]);
  });
});
