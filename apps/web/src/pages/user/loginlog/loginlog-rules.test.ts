import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../components/data-table/list-state';
import { LOGINLOG_RULES } from './loginlog-rules';

const parse = (search: string) => parseListState(search, LOGINLOG_RULES);

describe('the sign-in log URL', () => {
  it("keeps exactly the contract's words", () => {
    expect(
      parse(
        '?userName=admin&outcome=bad_credentials,throttled&ip=10.1.&from=2026-11-01&to=2026-11-22&sort=time&order=asc',
      ),
    ).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'time',
      order: 'asc',
      filters: {
        userName: 'admin',
        outcome: 'bad_credentials,throttled',
        ip: '10.1.',
        from: '2026-11-01',
        to: '2026-11-22',
      },
    });
  });

  it('drops what the call would refuse: unknown outcomes, a backwards range, a too long account, a sort the call lacks', () => {
    expect(parse(`?outcome=ok,maybe&from=2026-11-22&to=2026-11-01&userName=${'x'.repeat(51)}&sort=ip`)).toMatchObject({
      filters: {},
      sort: undefined,
    });
  });
});
