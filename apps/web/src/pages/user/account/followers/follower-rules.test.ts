import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../../components/data-table/list-state';
import { withTab } from '../../../../components/data-table/tab-word';
import { FOLLOWER_RULES, FOLLOWERS_TAB, followerName } from './follower-rules';

describe('the follower list in the address', () => {
  it('keeps the contract words of the follower list after the tab word', () => {
    const s = parseListState(
      withTab(
        '?q=li&subscribed=no&bound=unbound&from=2026-01-01&to=2026-02-01&sort=refreshed&order=asc',
        FOLLOWERS_TAB,
      ),
      FOLLOWER_RULES,
    );
    expect(s).toMatchObject({
      sort: 'refreshed',
      order: 'asc',
      filters: { q: 'li', subscribed: 'no', bound: 'unbound', from: '2026-01-01', to: '2026-02-01' },
    });
  });

  it("drops what the contract would refuse: two words for a one-word filter, an unknown sort, a backward range, other lists' words", () => {
    const s = parseListState(
      '?subscribed=yes,no&bound=maybe&status=1&sort=openid&from=2026-03-01&to=2026-02-01',
      FOLLOWER_RULES,
    );
    expect(s.sort).toBeUndefined();
    expect(s.filters).toEqual({});
  });

  it('names a follower by its nickname, or its openid until the profile is read', () => {
    expect(followerName({ nickname: '小王', openid: 'o-1' })).toBe('小王');
    expect(followerName({ nickname: '', openid: 'o-1' })).toBe('o-1');
  });
});
