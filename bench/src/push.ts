/**
 * Issue 14 figures: how fast a message reaches open consoles, and what an open console costs
 * the server. STREAMS push streams (one signed-in administrator's consoles) are held open on one
 * server process; EVENTS messages are sent to that administrator one after another through the
 * API, and the time from sending to each stream's receipt is measured (a delivery per stream
 * and message). The server's resident memory is read before and after the streams open.
 */
import fs from 'node:fs';
import http from 'node:http';
import { writeResult } from './results.js';
import { signIn, startBackoffice } from './server.js';

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const round = (n: number) => Math.round(n * 10) / 10;

interface Stream {
  onMessage: (fn: () => void) => void;
  close(): void;
}

function openStream(url: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let listener = () => {};
    const req = http.get(`${url}/api/Push/Stream`, { headers, agent: false }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const frames = buffer.split('\n\n');
        buffer = frames.pop()!;
        for (const f of frames) {
          if (f.startsWith('event: ready')) resolve({ onMessage: (fn) => (listener = fn), close: () => req.destroy() });
          else if (f.startsWith('event: push') && f.includes('"kind":"message"')) listener();
        }
      });
    });
    req.on('error', reject);
  });
}

export async function runPushBench(opts: { streams?: number; events?: number } = {}) {
  const streams = opts.streams ?? Number(process.env.BENCH_PUSH_STREAMS ?? 500);
  const events = opts.events ?? 30;
  console.log('starting the back-office on a fresh data dir (seeds the demo)…');
  const app = await startBackoffice({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' } });
  try {
    const { user, headers } = await signIn(app.url);
    const before = rssMb(app.pid);
    console.log(`opening ${streams} push streams…`);
    const open: Stream[] = [];
    for (let i = 0; i < streams; i += 50) {
      open.push(
        ...(await Promise.all(Array.from({ length: Math.min(50, streams - i) }, () => openStream(app.url, headers)))),
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
    const after = rssMb(app.pid);
    const latencies: number[] = [];
    console.log(`sending ${events} messages, each to all ${streams} consoles…`);
    for (let e = 0; e < events; e++) {
      const started = performance.now();
      let left = streams;
      const all = new Promise<void>((done) => {
        for (const s of open) {
          s.onMessage(() => {
            latencies.push(performance.now() - started);
            if (--left === 0) done();
          });
        }
      });
      const res = await fetch(`${app.url}/api/Message/Send`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: user.ID, title: `bench ${e}`, body: '' }),
      }).then((r) => r.json());
      if (res.code !== 0) throw new Error(`Message/Send: ${res.msg}`);
      await all;
    }
    open.forEach((s) => s.close());
    latencies.sort((a, b) => a - b);
    const figures = {
      streams,
      events,
      deliveries: latencies.length,
      latencyMs: {
        p50: round(pct(latencies, 50)),
        p95: round(pct(latencies, 95)),
        p99: round(pct(latencies, 99)),
        max: round(latencies[latencies.length - 1]),
      },
      serverRssMb: {
        before: round(before),
        withStreams: round(after),
        perStreamKb: round(((after - before) * 1024) / streams),
      },
    };
    console.table({ latencyMs: figures.latencyMs, serverRssMb: figures.serverRssMb });
    console.log(`written ${writeResult('push', figures)}`);
    return figures;
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runPushBench();
