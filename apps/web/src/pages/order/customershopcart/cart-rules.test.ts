import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../components/data-table/list-state';
import { CART_RULES } from './cart-rules';

const parse = (search: string) => parseListState(search, CART_RULES);

describe('the cart list URL', () => {
  it("keeps exactly the contract's words", () => {
    expect(
      parse('?client=001K00001&member=u001&abandoned=yes&from=2026-10-01&to=2026-11-22&sort=updated&order=asc'),
    ).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'updated',
      order: 'asc',
      filters: { client: '001K00001', member: 'u001', abandoned: 'yes', from: '2026-10-01', to: '2026-11-22' },
    });
  });

  it('drops what the call would refuse: abandoned other than yes or no, a backwards range, a too long account, a sort the call lacks', () => {
    expect(parse(`?abandoned=yes,no&from=2026-11-22&to=2026-10-01&member=${'u'.repeat(51)}&sort=age`)).toEqual({
      page: 1,
      pageSize: 10,
      sort: undefined,
      order: undefined,
      filters: {},
    });
    expect(parse('?abandoned=maybe').filters).toEqual({});
  });
});
