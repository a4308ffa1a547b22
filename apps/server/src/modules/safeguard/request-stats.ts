/**
 * The API answers of the last minute in this process, for the server page: how many per second
 * and the 95th percentile of their durations. Kept as (time, duration) pairs in a ring bounded
 * by MAX_KEPT, so a flood costs memory once and the figures stay a minute's.
 */
const WINDOW_MS = 60_000;
const MAX_KEPT = 200_000;

export class RequestStats {
  private readonly at = new Float64Array(MAX_KEPT);
  private readonly ms = new Float64Array(MAX_KEPT);
  private next = 0;
  private size = 0;

  record(durationMs: number, now = Date.now()): void {
    this.at[this.next] = now;
    this.ms[this.next] = durationMs;
    this.next = (this.next + 1) % MAX_KEPT;
    this.size = Math.min(this.size + 1, MAX_KEPT);
  }

  /** Answers per second over the last minute and their 95th percentile (null with none). */
  snapshot(now = Date.now()): { requestsPerSecond: number; p95Ms: number | null } {
    const recent: number[] = [];
    for (let i = 0; i < this.size; i++) {
      const k = (this.next - 1 - i + MAX_KEPT) % MAX_KEPT;
      if (now - this.at[k] > WINDOW_MS) break;
      recent.push(this.ms[k]);
    }
    if (!recent.length) return { requestsPerSecond: 0, p95Ms: null };
    recent.sort((a, b) => a - b);
    const p95 = recent[Math.min(recent.length - 1, Math.ceil(0.95 * recent.length) - 1)];
    return {
      requestsPerSecond: Math.round((recent.length / (WINDOW_MS / 1000)) * 100) / 100,
      p95Ms: Math.round(p95 * 10) / 10,
    };
  }
}
