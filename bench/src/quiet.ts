import os from 'node:os';

/**
 * Waits until the machine's cores are quiet before a measured run: work left over from the run
 * before (a browser closing, autovacuum, a build) or anything else on the host takes CPU from the
 * run and shows as its latency or blocking time, which on two cores moves a Lighthouse score or a
 * p95 by more than most changes do.
 *
 * Samples all cores over `sampleMs` until at most `maxBusy` of their time was busy, for at most
 * `timeoutMs`; then runs anyway. Returns the last sample's busy share (0–1) for the results.
 */
export async function waitForQuietMachine({
  maxBusy = 0.15,
  sampleMs = 1000,
  timeoutMs = 60_000,
} = {}): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = await busyShare(sampleMs);
    if (busy <= maxBusy || Date.now() >= deadline) return Math.round(busy * 100) / 100;
  }
}

/** The share of all cores' time spent busy (not idle) over the next `ms`. */
async function busyShare(ms: number): Promise<number> {
  const before = totals();
  await new Promise((r) => setTimeout(r, ms));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

function totals() {
  let all = 0;
  let idle = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    all += t.user + t.nice + t.sys + t.idle + t.irq;
    idle += t.idle;
  }
  return { all, idle };
}
