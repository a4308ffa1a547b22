import { describe, expect, it } from 'vitest';
import { PendingRequests } from './pending-requests';

describe('cancel duplicate requests (spec §7)', () => {
  it('keys by method and URL without the query string', () => {
    expect(PendingRequests.key('get', '/api/Reports/Ranking?rankname=day')).toBe('GET /api/Reports/Ranking');
    expect(PendingRequests.key(undefined, undefined)).toBe('GET ');
  });
  it('a second request to a pending URL cancels the first with the cancelled-operation message', () => {
    const p = new PendingRequests();
    const first = p.start('GET /a', 'Operation cancelled');
    const second = p.start('GET /a', 'Operation cancelled');
    expect(first.signal.aborted).toBe(true);
    expect(first.signal.reason).toBe('Operation cancelled');
    expect(second.signal.aborted).toBe(false);
  });
  it('leaves requests to other URLs alone', () => {
    const p = new PendingRequests();
    const a = p.start('GET /a', 'x');
    p.start('POST /a', 'x');
    p.start('GET /b', 'x');
    expect(a.signal.aborted).toBe(false);
    expect(p.size).toBe(3);
  });
  it('forgets finished requests, but not a newer one under the same key', () => {
    const p = new PendingRequests();
    const first = p.start('GET /a', 'x');
    const second = p.start('GET /a', 'x');
    p.finish('GET /a', first);
    expect(p.size).toBe(1);
    p.finish('GET /a', second);
    expect(p.size).toBe(0);
  });
});
