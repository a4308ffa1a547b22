import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../../components/data-table/list-state';
import { withTab } from '../../../../components/data-table/tab-word';
import { CLIENT_RULES } from './client-rules';

describe('the client list in the address', () => {
  it('keeps the contract words of the client list after the tab word', () => {
    const s = parseListState(
      withTab(
        '?q=abc&type=1,3&level=A&area=east&settlement=monthly&status=0&overLimit=yes&sort=created&order=desc',
        'clients',
      ),
      CLIENT_RULES,
    );
    expect(s).toMatchObject({
      sort: 'created',
      order: 'desc',
      filters: {
        q: 'abc',
        type: '1,3',
        level: 'A',
        area: 'east',
        settlement: 'monthly',
        status: '0',
        overLimit: 'yes',
      },
    });
  });

  it('drops what the contract would refuse: an unknown type or status, two settlements, a sort it has no index for', () => {
    const s = parseListState(
      `?type=6&status=2&settlement=monthly,prepaid&overLimit=no&sort=creditUsed&q=${'x'.repeat(51)}`,
      CLIENT_RULES,
    );
    expect(s.sort).toBeUndefined();
    expect(s.filters).toEqual({});
  });
});
