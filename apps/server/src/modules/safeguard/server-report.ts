import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import si from 'systeminformation';
import type { ServerFigures, ServerProcess, ServerSample } from '@bo/contract';
import type { Db } from '../../db/client.js';
import type { RequestStats } from './request-stats.js';

/**
 * Each server process reports itself into server_processes and server_samples (migration 0018)
 * every SERVER_REPORT_SECONDS, so the server page of any process lists every process sharing
 * the database (issue 15 #1). System figures come from systeminformation; the process's own
 * from Node (memory, event-loop delay) and RequestStats (answers of the last minute).
 */
const STARTED = new Date();
/** This process run: host, pid and start, so a restarted process is a new row. */
export const PROCESS_ID = `${os.hostname()}:${process.pid}:${STARTED.getTime()}`;
const SAMPLES_KEPT = sql`interval '1 hour'`;
const PROCESSES_KEPT = sql`interval '1 day'`;

let osName: Promise<string> | undefined;
const osText = () =>
  (osName ??= si.osInfo().then(
    (o) => [o.distro, o.release].filter(Boolean).join(' ') || `${os.type()} ${os.release()}`,
    () => `${os.type()} ${os.release()}`,
  ));

/**
 * The disk figure is read at most once a minute: systeminformation's fsSize runs `df` in a child
 * process, the dearest part of an idle process's report, and a disk fills slowly.
 */
const DISK_EVERY_MS = 60_000;
let disk: { at: number; dir: string; figures: ReturnType<typeof diskOf> } | undefined;
function diskFigures(dir: string, now = Date.now()) {
  if (!disk || disk.dir !== dir || now - disk.at >= DISK_EVERY_MS) disk = { at: now, dir, figures: diskOf(dir) };
  return disk.figures;
}

/** The mount holding `dir` (the longest mount point it lies under). */
async function diskOf(dir: string) {
  let real = dir;
  try {
    real = fs.realpathSync(dir);
  } catch {
    real = process.cwd();
  }
  const disks = await si.fsSize().catch(() => []);
  const under = disks.filter(
    (d) => d.mount && (real === d.mount || real.startsWith(d.mount.endsWith(path.sep) ? d.mount : d.mount + path.sep)),
  );
  const disk = under.sort((a, b) => b.mount.length - a.mount.length)[0];
  return disk
    ? { diskPath: disk.mount, diskTotal: disk.size, diskUsed: disk.used }
    : { diskPath: real, diskTotal: 0, diskUsed: 0 };
}

/** Busy and total CPU time of the machine so far, over every core (Node's own figures, no child process). */
function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const c of os.cpus()) {
    const t = c.times.user + c.times.nice + c.times.sys + c.times.irq + c.times.idle;
    busy += t - c.times.idle;
    total += t;
  }
  return { busy, total };
}

export class ServerReporter {
  // Sampled every 100 ms: a finer clock wakes an idle process 50 times a second for a figure
  // (the 99th percentile of the delay over the report's time) that 10 samples a second give as well.
  private readonly loop = monitorEventLoopDelay({ resolution: 100 });
  private timer: NodeJS.Timeout | undefined;
  /** CPU times at the last report: the CPU figure is the share busy since then. */
  private lastCpu = cpuTimes();

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly stats: RequestStats,
  ) {
    this.loop.enable();
  }

  /**
   * This process's figures now (CPU over the time since the last call). The CPU share comes from
   * os.cpus(), not systeminformation's currentLoad, which runs a child process synchronously
   * (execSync) and would stall the server every report.
   */
  async figures(): Promise<ServerFigures> {
    const cpu = cpuTimes();
    const busy = cpu.busy - this.lastCpu.busy;
    const total = cpu.total - this.lastCpu.total;
    this.lastCpu = cpu;
    const [mem, disk, osLine, conns] = await Promise.all([
      si.mem(),
      diskFigures(this.dataDir),
      osText(),
      this.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`),
    ]);
    const heap = process.memoryUsage();
    const lagMs = Math.round((this.loop.percentile(99) / 1e6) * 10) / 10;
    this.loop.reset();
    return {
      cpuPercent: total > 0 ? Math.round((1000 * busy) / total) / 10 : 0,
      cpus: os.cpus().length,
      load: os.loadavg().map((l) => Math.round(l * 100) / 100),
      memTotal: mem.total,
      memUsed: mem.active,
      ...disk,
      uptimeSeconds: Math.round(os.uptime()),
      os: osLine,
      node: process.version,
      rss: heap.rss,
      heapUsed: heap.heapUsed,
      heapTotal: heap.heapTotal,
      lagMs,
      ...this.stats.snapshot(),
      dbConnections: Number((conns.rows[0] as { n: number }).n),
    };
  }

  /** One report: this process's row and sample; samples older than an hour and processes silent for a day leave. */
  async reportOnce(): Promise<void> {
    const f = await this.figures();
    const sample: Omit<ServerSample, 'at'> = {
      cpuPercent: f.cpuPercent,
      memUsed: f.memUsed,
      rss: f.rss,
      heapUsed: f.heapUsed,
      lagMs: f.lagMs,
      requestsPerSecond: f.requestsPerSecond,
      p95Ms: f.p95Ms,
    };
    // One statement, one round trip (an idle process's report is most of its idle work): the
    // process row and its sample written, their old ones deleted, all or nothing.
    await this.db.execute(sql`
      with process_row as (
        insert into server_processes (id, hostname, pid, started_at, reported_at, figures)
        values (${PROCESS_ID}, ${os.hostname()}, ${process.pid}, ${STARTED.toISOString()}, now(), ${JSON.stringify(f)}::jsonb)
        on conflict (id) do update set reported_at = now(), figures = excluded.figures),
      sample_row as (
        insert into server_samples (process_id, at, sample)
        values (${PROCESS_ID}, now(), ${JSON.stringify(sample)}::jsonb) on conflict do nothing),
      old_samples as (delete from server_samples where process_id = ${PROCESS_ID} and at < now() - ${SAMPLES_KEPT}),
      old_processes as (delete from server_processes where reported_at < now() - ${PROCESSES_KEPT})
      select 1`);
  }

  /** Reports now and every `seconds`; a failed report is logged and the next one tries again. */
  start(seconds: number, log: (m: string) => void): void {
    if (seconds <= 0) return;
    const tick = () =>
      this.reportOnce().catch((e: unknown) =>
        log(`Server report failed: ${e instanceof Error ? e.message : String(e)}`),
      );
    void tick();
    this.timer = setInterval(() => void tick(), seconds * 1000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.loop.disable();
  }
}

/**
 * Every process of the last day, alive ones first, each with its last hour in 20-second buckets
 * (at most 180 points a process, whatever the interval). Alive: reported within three intervals.
 */
export async function listServers(db: Db, intervalSeconds: number): Promise<ServerProcess[]> {
  const aliveWithin = Math.max(intervalSeconds, 1) * 3;
  const [procs, samples] = await Promise.all([
    db.execute(sql`
      select id, hostname, pid, started_at, reported_at, figures, reported_at > now() - make_interval(secs => ${aliveWithin}) as alive
        from server_processes order by alive desc, hostname, pid`),
    db.execute(sql`
      select process_id, date_bin('20 seconds', at, timestamptz '2000-01-01') as at,
             avg((sample->>'cpuPercent')::float8) as cpu, avg((sample->>'memUsed')::float8) as mem, avg((sample->>'rss')::float8) as rss,
             avg((sample->>'heapUsed')::float8) as heap, max((sample->>'lagMs')::float8) as lag,
             avg((sample->>'requestsPerSecond')::float8) as rps, max((sample->>'p95Ms')::float8) as p95
        from server_samples where at > now() - ${SAMPLES_KEPT}
       group by 1, 2 order by 1, 2`),
  ]);
  const byProcess = new Map<string, ServerSample[]>();
  for (const r of samples.rows) {
    const list = byProcess.get(String(r.process_id)) ?? [];
    list.push({
      at: new Date(r.at as string).toISOString(),
      cpuPercent: Math.round(Number(r.cpu) * 10) / 10,
      memUsed: Math.round(Number(r.mem)),
      rss: Math.round(Number(r.rss)),
      heapUsed: Math.round(Number(r.heap)),
      lagMs: Math.round(Number(r.lag) * 10) / 10,
      requestsPerSecond: Math.round(Number(r.rps) * 100) / 100,
      p95Ms: r.p95 === null ? null : Math.round(Number(r.p95) * 10) / 10,
    });
    byProcess.set(String(r.process_id), list);
  }
  return procs.rows.map((r) => ({
    id: String(r.id),
    hostname: String(r.hostname),
    pid: Number(r.pid),
    startedAt: new Date(r.started_at as string).toISOString(),
    reportedAt: new Date(r.reported_at as string).toISOString(),
    alive: Boolean(r.alive),
    self: r.id === PROCESS_ID,
    figures: r.figures as ServerFigures,
    samples: byProcess.get(String(r.id)) ?? [],
  }));
}
