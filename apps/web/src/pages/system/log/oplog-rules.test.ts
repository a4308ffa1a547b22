import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../components/data-table/list-state';
import { OPLOG_RULES } from './oplog-rules';

const parse = (search: string) => parseListState(search, OPLOG_RULES);

describe('the operation log URL', () => {
  it("keeps exactly the contract's words", () => {
    expect(
      parse('?userName=adm&action=POST%20/api/UManage/UpdateClient&outcome=denied,error&from=2026-11-01&to=2026-11-02')
        .filters,
    ).toEqual({
      userName: 'adm',
      action: 'POST /api/UManage/UpdateClient',
      outcome: 'denied,error',
      from: '2026-11-01',
      to: '2026-11-02',
    });
  });

  it('drops what the call would refuse: an action that is not a call, unknown outcomes, a backwards range', () => {
    expect(parse('?action=DROP%20TABLE&outcome=ok,maybe&from=2026-11-22&to=2026-11-01').filters).toEqual({});
    expect(parse('?action=POST%20/etc/passwd').filters).toEqual({});
  });
});
