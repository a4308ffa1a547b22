import { describe, expect, it } from 'vitest';
import { RequestStats } from './request-stats.js';

describe("a process's answers of the last minute", () => {
  it('counts answers per second and the 95th percentile of the last minute only', () => {
    const stats = new RequestStats();
    const now = 1_000_000;
    expect(stats.snapshot(now)).toEqual({ requestsPerSecond: 0, p95Ms: null });
    stats.record(5000, now - 61_000); // older than a minute: not counted
    for (let i = 1; i <= 120; i++) stats.record(i, now - 30_000 + i);
    expect(stats.snapshot(now)).toEqual({ requestsPerSecond: 2, p95Ms: 114 });
    // A minute later, nothing is left.
    expect(stats.snapshot(now + 60_000)).toEqual({ requestsPerSecond: 0, p95Ms: null });
  });
});
