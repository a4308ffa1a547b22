import { describe, expect, it } from 'vitest';
import type { FixedValueList, ValueList } from '@bo/contract';
import { itemNames, orderOf, shownList } from './dict-rules';

const item = (id: number, name: string, nameEn = '') => ({
  id,
  name,
  nameEn,
  status: 1,
  sort: id,
  version: id * 10,
  clients: 0,
});
const lists: ValueList[] = [
  { code: 'guesttype', cn: '客户类别', en: 'Customer kind', max: 50, items: [] },
  { code: 'khly', cn: '客户来源', en: 'Client source', max: 50, items: [item(1, '官网', 'Website')] },
];
const fixed: FixedValueList[] = [{ code: 'clienttype', cn: '客户类型', en: 'Client type', values: [] }];

describe('shownList', () => {
  it('shows the list the address names, editable or fixed', () => {
    expect(shownList({ lists, fixed }, 'guesttype')).toEqual({ kind: 'editable', list: lists[0] });
    expect(shownList({ lists, fixed }, 'clienttype')).toEqual({ kind: 'fixed', list: fixed[0] });
  });

  it('shows the client source when the address names no list or an unknown one', () => {
    expect(shownList({ lists, fixed }, null).list.code).toBe('khly');
    expect(shownList({ lists, fixed }, 'nothing').list.code).toBe('khly');
  });
});

describe('itemNames', () => {
  it("names an item in the reader's language, the other language beside it when it differs", () => {
    expect(itemNames(item(1, '官网', 'Website'), 'en')).toEqual({ shown: 'Website', other: '官网' });
    expect(itemNames(item(1, '官网', 'Website'), 'cn')).toEqual({ shown: '官网', other: 'Website' });
    expect(itemNames(item(1, '展会'), 'en')).toEqual({ shown: '展会', other: '' });
    expect(itemNames(item(1, 'A', 'A'), 'cn')).toEqual({ shown: 'A', other: '' });
  });
});

describe('orderOf', () => {
  it('sends every item with the version seen, in the order shown', () => {
    expect(orderOf([item(2, 'b'), item(1, 'a')])).toEqual([
      { id: 2, version: 20 },
      { id: 1, version: 10 },
    ]);
  });
});
