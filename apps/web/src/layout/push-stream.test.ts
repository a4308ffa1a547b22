import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyPush } from './push-host';
import { asPushEvent, parseSse, reconnectDelayMs, runPushStream, SINCE_SLACK_MS } from './push-stream';

describe('the push stream', () => {
  it('splits server-sent events, keeps an unfinished one for later, drops comments and retry lines', () => {
    const { events, rest } = parseSse(
      'retry: 2000\n\nevent: ready\ndata: {"listening":true}\n\n: keep-alive\n\nevent: push\r\ndata: {"kind":"order",',
    );
    expect(events).toEqual([{ event: 'ready', data: '{"listening":true}' }]);
    expect(parseSse(rest + '"gscode":"001"}\n\n').events).toEqual([
      { event: 'push', data: '{"kind":"order","gscode":"001"}' },
    ]);
  });

  it('accepts only push events of a known kind', () => {
    expect(asPushEvent('{"kind":"message","gscode":"001","userId":4}')).toEqual({
      kind: 'message',
      gscode: '001',
      userId: 4,
    });
    expect(asPushEvent('{"kind":"drop-tables","gscode":"001"}')).toBeNull();
    expect(asPushEvent('{"kind":"menu"}')).toBeNull();
    expect(asPushEvent('not json')).toBeNull();
  });

  it('waits longer after each failure in a row, at most 15 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });

  it('refreshes the queries a push concerns and no others', async () => {
    const client = new QueryClient();
    const keys = [
      ['messages', '001', 'counts'],
      ['menu', 1, '001'],
      ['reports', '001', 'data'],
      ['orders', '001'],
    ];
    for (const k of keys) client.setQueryData(k, 1);
    const stale = () => keys.filter((k) => client.getQueryState(k)?.isInvalidated).map((k) => k[0]);
    applyPush(client, { kind: 'order', gscode: '001' });
    expect(stale()).toEqual(['reports']);
    applyPush(client, { kind: 'message', gscode: '001' });
    expect(stale()).toEqual(['messages', 'reports']);
    applyPush(client, { kind: 'resync', gscode: '001' });
    expect(stale()).toEqual(['messages', 'menu', 'reports']);
  });
});

describe('runPushStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  const streamOf = (text: string) =>
    new Response(new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(text)), c.close()) }), {
      headers: { 'content-type': 'text/event-stream' },
    });

  it('opening the stream refreshes nothing by itself: it asks the server what changed since the first calls', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      streamOf('retry: 2000\n\nevent: ready\ndata: {}\n\nevent: ended\ndata: {}\n\n'),
    );
    vi.stubGlobal('fetch', fetch);
    const events: string[] = [];
    // The page's first calls were made 1.5 s ago.
    const upToDateAt = performance.now() - 1500;
    await runPushStream({
      url: '/api/Push/Stream',
      headers: () => ({ 'x-token': 't', 'x-user-id': '1' }),
      upToDateAt,
      onEvent: (e) => events.push(e.kind),
      onEnded: () => {},
      signal: new AbortController().signal,
    });
    vi.useRealTimers();
    // No resync of its own (it used to read the messages, the menu and the reports again here).
    expect(events).toEqual([]);
    expect(fetch.mock.calls[0]).toEqual([
      `/api/Push/Stream?since=${1500 + SINCE_SLACK_MS}`,
      expect.objectContaining({ headers: expect.objectContaining({ 'x-token': 't' }) }),
    ]);
  });

  it('asks at low priority: a stream that never ends is nothing the page waits for to be loaded', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => streamOf('event: ended\ndata: {}\n\n'));
    vi.stubGlobal('fetch', fetch);
    await runPushStream({
      url: '/api/Push/Stream',
      headers: () => ({}),
      upToDateAt: performance.now(),
      onEvent: () => {},
      onEnded: () => {},
      signal: new AbortController().signal,
    });
    expect(fetch.mock.calls[0][1]).toEqual(expect.objectContaining({ priority: 'low' }));
  });

  it('hands over push events (those the server says were missed first), reconnects after a drop asking since its last bytes, and stops when the session has ended', async () => {
    vi.useFakeTimers();
    const answers = [
      streamOf(
        'event: ready\ndata: {}\n\nevent: push\ndata: {"kind":"order","gscode":"001"}\n\nevent: push\ndata: {"kind":"message","gscode":"001"}\n\n',
      ),
      streamOf(
        'event: ready\ndata: {}\n\nevent: push\ndata: {"kind":"resync","gscode":"001"}\n\nevent: ended\ndata: {}\n\n',
      ),
    ];
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    const events: string[] = [];
    let ended = false;
    const done = runPushStream({
      url: '/api/Push/Stream',
      headers: () => ({ 'x-token': 't', 'x-user-id': '1' }),
      upToDateAt: performance.now() - 60_000,
      onEvent: (e) => events.push(e.kind),
      onEnded: () => (ended = true),
      signal: new AbortController().signal,
    });
    await vi.runAllTimersAsync();
    await done;
    vi.useRealTimers();
    expect(events).toEqual(['order', 'message', 'resync']);
    expect(ended).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0][0]).toBe(`/api/Push/Stream?since=${60_000 + SINCE_SLACK_MS}`);
    // The second connection, a second after the first dropped: since its last bytes, not since the first calls.
    expect(fetch.mock.calls[1][0]).toBe(`/api/Push/Stream?since=${1000 + SINCE_SLACK_MS}`);
  });

  it('stops without reconnecting when the stream is refused with code 7', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 7, msg: 'x', data: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    let ended = false;
    await runPushStream({
      url: '/s',
      headers: () => ({}),
      upToDateAt: 0,
      onEvent: () => {},
      onEnded: () => (ended = true),
      signal: new AbortController().signal,
    });
    expect(ended).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
