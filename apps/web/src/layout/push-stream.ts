import { PUSH_KINDS, type PushEvent } from '@bo/contract';

/** One server-sent event: its name and its data line(s). */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a growing text buffer into complete server-sent events; returns them and the rest,
 * which waits for more bytes. Comments (keep-alives) and `retry:` lines are dropped.
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Waits before reconnecting after the n-th failure in a row: 1, 2, 4, 8, 15, 15 … seconds. */
export const reconnectDelayMs = (failures: number) => Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));

export interface PushStreamOptions {
  url: string;
  headers: () => Record<string, string>;
  onEvent: (event: PushEvent) => void;
  /** The session has ended (the server said so, or refused the stream with code 7): no reconnect. */
  onEnded: () => void;
  signal: AbortSignal;
}

/**
 * Keeps the console's push stream open (GET /api/Push/Stream, read with fetch because EventSource
 * cannot send x-token): every push event goes to onEvent; a dropped or refused connection is
 * retried with growing waits. Each time the stream is open a `resync` event is given, since
 * events sent before were missed: while it was down, and on the first connection since the page's
 * first calls (the stream opens once the page is idle, after them). Stops when `signal` aborts or the session has ended.
 */
export async function runPushStream({ url, headers, onEvent, onEnded, signal }: PushStreamOptions): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    let opened = false;
    try {
      const res = await fetch(url, {
        headers: { ...headers(), accept: 'text/event-stream' },
        signal,
        cache: 'no-store',
      });
      if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        const body = (await res.json().catch(() => null)) as { code?: number } | null;
        // Code 7: the session is gone; the next call of the page takes the user to sign in.
        if (body && body.code === 7) return onEnded();
        throw new Error(`push stream refused: ${res.status}`);
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseSse(buffer + value);
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.event === 'ready') {
            opened = true;
            failures = 0;
            onEvent({ kind: 'resync', gscode: '' });
          } else if (e.event === 'ended') {
            return onEnded();
          } else if (e.event === 'push') {
            const event = asPushEvent(e.data);
            if (event) onEvent(event);
          }
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    if (!opened) failures++;
    await sleep(reconnectDelayMs(Math.max(1, failures)), signal);
  }
}

/** The event in a `push` frame, or null for anything else (checked by hand: no zod in the frame's code). */
export function asPushEvent(data: string): PushEvent | null {
  try {
    const v = JSON.parse(data) as Partial<PushEvent> | null;
    return v &&
      typeof v === 'object' &&
      (PUSH_KINDS as readonly unknown[]).includes(v.kind) &&
      typeof v.gscode === 'string'
      ? (v as PushEvent)
      : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
