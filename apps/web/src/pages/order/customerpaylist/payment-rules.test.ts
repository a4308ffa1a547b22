import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../components/data-table/list-state';
import { PAYMENT_RULES } from './payment-rules';

const parse = (search: string) => parseListState(search, PAYMENT_RULES);

describe('the payment list URL', () => {
  it("keeps exactly the contract's words", () => {
    expect(
      parse(
        '?from=2026-11-01&to=2026-11-22&method=wechat,cash&state=success&kind=refund&client=001K00001&orderno=001-2026&sort=amount&order=asc',
      ),
    ).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'amount',
      order: 'asc',
      filters: {
        from: '2026-11-01',
        to: '2026-11-22',
        method: 'wechat,cash',
        state: 'success',
        kind: 'refund',
        client: '001K00001',
        orderno: '001-2026',
      },
    });
  });

  it('drops what the call would refuse: a kind list, unknown methods or states, a backwards range, a sort the call lacks', () => {
    expect(
      parse('?kind=payment,refund&method=paypal&state=done&from=2026-11-22&to=2026-11-01&sort=client').filters,
    ).toEqual({});
    expect(parse('?sort=client').sort).toBeUndefined();
  });
});
