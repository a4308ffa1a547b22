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

/**
 * Added to the time a console asks about when it (re)opens its stream: the server counts back from
 * when the request arrives, which on a busy machine or network is a while after it was sent. Too
 * much only costs a refresh of something that had not changed; too little would miss a change.
 */
export const SINCE_SLACK_MS = 5000;

export interface PushStreamOptions {
  url: string;
  headers: () => Record<string, string>;
  /**
   * When (performance.now()) the console last had everything the stream concerns: its first calls
   * were made after this. Each connection asks the server for what happened since then (or since
   * the previous connection was last heard), and the server answers with those events only.
   */
  upToDateAt: number;
  onEvent: (event: PushEvent) => void;
  /** The session has ended (the server said so, or refused the stream with code 7): no reconnect. */
  onEnded: () => void;
  signal: AbortSignal;
}

/**
 * Keeps the console's push stream open (GET /api/Push/Stream, read with fetch because EventSource
 * cannot send x-token): every push event goes to onEvent; a dropped or refused connection is
 * retried with growing waits. Each connection says how long the console has heard nothing
 * (`since`: from its first calls, or from the last bytes of the previous connection), and the
 * server follows `ready` with one event per kind of what happened meanwhile, or a `resync` when it
 * cannot tell. So opening the stream refreshes only what changed: right after the page's first
 * calls, usually nothing. Stops when `signal` aborts or the session has ended.
 */
export async function runPushStream({
  url,
  headers,
  upToDateAt,
  onEvent,
  onEnded,
  signal,
}: PushStreamOptions): Promise<void> {
  let failures = 0;
  let heardAt = upToDateAt;
  while (!signal.aborted) {
    let opened = false;
    try {
      const since = Math.max(0, Math.ceil(performance.now() - heardAt)) + SINCE_SLACK_MS;
      const res = await fetch(`${url}?since=${since}`, {
        headers: { ...headers(), accept: 'text/event-stream' },
        signal,
        cache: 'no-store',
        // A request that never ends is not one the page waits for: at high priority (fetch's
        // default) the browser, and Lighthouse, counted it as critical and the page as never loaded.
        priority: 'low',
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
        const arrived = performance.now();
        const parsed = parseSse(buffer + value);
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.event === 'ready') {
            opened = true;
            failures = 0;
          } else if (e.event === 'ended') {
            return onEnded();
          } else if (e.event === 'push') {
            const event = asPushEvent(e.data);
            if (event) onEvent(event);
          }
        }
        // The connection was open until these bytes came: what happened before has reached us.
        if (opened) heardAt = arrived;
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
