import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../../components/data-table/list-state';
import { withTab } from '../../../../components/data-table/tab-word';
import { PROMOTER_RULES } from '../promoters/promoter-rules';
import { SHOP_ACCOUNT_RULES } from './shop-account-rules';

describe('the shop accounts and promoters lists in the address', () => {
  it('keeps the contract words of the shop account list after the tab word', () => {
    const s = parseListState(
      withTab(
        '?q=zhang&bound=unbound&follower=yes&status=1,0&from=2026-01-01&to=2026-02-01&sort=lastLogin&order=asc',
        'accounts',
      ),
      SHOP_ACCOUNT_RULES,
    );
    expect(s).toMatchObject({
      sort: 'lastLogin',
      order: 'asc',
      filters: { q: 'zhang', bound: 'unbound', follower: 'yes', status: '1,0', from: '2026-01-01', to: '2026-02-01' },
    });
  });

  it('drops what the contract would refuse: two words for a one-word filter, an unknown sort, a backward range', () => {
    const s = parseListState(
      '?bound=bound,unbound&follower=maybe&status=2&sort=password&from=2026-03-01&to=2026-02-01',
      SHOP_ACCOUNT_RULES,
    );
    expect(s.sort).toBeUndefined();
    expect(s.filters).toEqual({});
  });

  it('keeps the promoter list words, and only those', () => {
    expect(parseListState('?q=u001&status=1&sort=commission&order=desc&bound=bound', PROMOTER_RULES)).toMatchObject({
      sort: 'commission',
      order: 'desc',
      filters: { q: 'u001', status: '1' },
    });
  });
});
