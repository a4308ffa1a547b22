import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
}

/** A load result as a row of the bench's printed table. */
export const loadRow = (r: LoadResult) => ({
  'req/s': r.requestsPerSecond,
  'p50 ms': r.latencyMs.p50,
  'p95 ms': r.latencyMs.p95,
  'p99 ms': r.latencyMs.p99,
  non2xx: r.non2xx,
});

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)] * 100) / 100;
}

/**
 * Drives one URL with autocannon. Percentiles are computed from every response time
 * (autocannon's own summary has no p95).
 */
export async function load(
  url: string,
  opts: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const times: number[] = [];
  // The returned promise is also the instance's event emitter.
  const instance = autocannon({
    url,
    connections: opts.connections ?? 10,
    duration: opts.seconds ?? 10,
    headers: opts.headers,
  }) as unknown as Promise<autocannon.Result> & EventEmitter;
  const events: EventEmitter = instance;
  events.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
  const r = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: percentile(times, 100),
    },
    requests: times.length,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
