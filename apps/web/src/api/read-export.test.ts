import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_CONTENT_TYPE, encodeFrame, encodeJsonFrame } from '@bo/contract';
import { ExportFailure, readExportFrames, runExport, runStreamedCall, XLSX_TYPE } from './read-export';

const file = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) % 256);
const join = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
};
const answer = join([
  encodeJsonFrame('progress', { done: 0, total: 2500 }),
  encodeFrame('data', file.subarray(0, 600)),
  encodeJsonFrame('progress', { done: 2000, total: 2500 }),
  encodeFrame('data', file.subarray(600)),
  encodeJsonFrame('progress', { done: 2500, total: 2500 }),
  encodeJsonFrame('end', { rows: 2500, fileName: 'orders-001-20261122-1530.xlsx' }),
]);

/** A body delivering `bytes` in chunks cut at `cuts`. */
function streamOf(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const edges = [0, ...cuts.filter((c) => c > 0 && c < bytes.byteLength), bytes.byteLength];
  return new ReadableStream({
    start(c) {
      for (let i = 1; i < edges.length; i++) c.enqueue(bytes.slice(edges[i - 1], edges[i]));
      c.close();
    },
  });
}

async function bytesOf(blob: Blob) {
  return new Uint8Array(await blob.arrayBuffer());
}

describe('reading an export answer', () => {
  it('assembles the file and reports progress, whatever the chunks’ boundaries', async () => {
    for (const cuts of [
      [],
      [1],
      [3, 4, 5],
      [answer.byteLength - 1],
      Array.from({ length: answer.byteLength }, (_, i) => i),
    ]) {
      const progress: unknown[] = [];
      const result = await readExportFrames(streamOf(answer, cuts), (p) => progress.push(p));
      expect(result.fileName).toBe('orders-001-20261122-1530.xlsx');
      expect(result.rows).toBe(2500);
      expect(result.blob.type).toBe(XLSX_TYPE);
      expect(await bytesOf(result.blob)).toEqual(file);
      expect(progress).toEqual([
        { done: 0, total: 2500 },
        { done: 2000, total: 2500 },
        { done: 2500, total: 2500 },
      ]);
    }
    for (let cut = 0; cut < answer.byteLength; cut += 13) {
      const result = await readExportFrames(streamOf(answer, [cut, cut + 5]), () => {});
      expect(await bytesOf(result.blob)).toEqual(file);
    }
  });

  it("fails with the server's message on an error frame", async () => {
    const failed = join([
      encodeJsonFrame('progress', { done: 0, total: 10 }),
      encodeJsonFrame('error', { msg: '导出失败，请稍后重试（请求编号 r1）' }),
    ]);
    await expect(readExportFrames(streamOf(failed, [7]), () => {})).rejects.toMatchObject({
      kind: 'server',
      message: '导出失败，请稍后重试（请求编号 r1）',
    });
  });

  it('fails as cut when the answer ends before its end frame, or is not frames', async () => {
    await expect(
      readExportFrames(streamOf(answer.subarray(0, answer.byteLength - 2), []), () => {}),
    ).rejects.toMatchObject({ kind: 'cut' });
    const json = new TextEncoder().encode('{"code":8,"msg":"x","data":null}');
    await expect(readExportFrames(streamOf(json, []), () => {})).rejects.toBeInstanceOf(ExportFailure);
  });
});

describe('running an export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the session headers and the list’s filters, and reads the frames', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(streamOf(answer, [10]), { status: 200, headers: { 'content-type': EXPORT_CONTENT_TYPE } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await runExport(
      '/api/Order/Export',
      { status: '0,1', sort: 'amount' },
      { signal: new AbortController().signal, onProgress: () => {} },
    );
    expect(result.rows).toBe(2500);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Order/Export?status=0,1&sort=amount');
    expect(Object.keys(init.headers as Record<string, string>)).toEqual(['x-token', 'x-user-id', 'Accept-Language']);
  });

  it("shows a refusal's message (a JSON envelope, not frames)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 8, msg: '没有权限执行此操作（需要「导出订单」权限）', data: null }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(
      runExport('/api/Order/Export', {}, { signal: new AbortController().signal, onProgress: () => {} }),
    ).rejects.toMatchObject({ kind: 'server', message: '没有权限执行此操作（需要「导出订单」权限）' });
  });

  it('is cancelled when its signal aborts', async () => {
    const abort = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        abort.abort();
        throw Object.assign(new Error('aborted'), { name: 'AbortError', signal: init.signal });
      }),
    );
    await expect(
      runExport('/api/Order/Export', {}, { signal: abort.signal, onProgress: () => {} }),
    ).rejects.toMatchObject({ kind: 'cancelled' });
  });
});

describe('running a call that streams its progress (a WeChat reload)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const reload = join([
    encodeJsonFrame('progress', { done: 0, total: 250 }),
    encodeJsonFrame('progress', { done: 100, total: 250 }),
    encodeJsonFrame('progress', { done: 250, total: 250 }),
    encodeJsonFrame('end', { followers: 250, added: 3, left: 1, refreshed: 0 }),
  ]);

  it('POSTs the JSON body with the session headers, reports progress and resolves with the end frame’s JSON', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(streamOf(reload, [6, 30]), { status: 200, headers: { 'content-type': EXPORT_CONTENT_TYPE } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: unknown[] = [];
    const result = await runStreamedCall('/api/UManage/ReloadSubscribe', {}, { onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ followers: 250, added: 3, left: 1, refreshed: 0 });
    expect(progress).toEqual([
      { done: 0, total: 250 },
      { done: 100, total: 250 },
      { done: 250, total: 250 },
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/UManage/ReloadSubscribe');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("fails with the server's message on an error frame after some progress, or on a refusal before the frames", async () => {
    const failed = join([
      encodeJsonFrame('progress', { done: 100, total: 250 }),
      encodeJsonFrame('error', { msg: '微信没有及时响应，未做任何更改，请稍后重试' }),
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(streamOf(failed, []), { status: 200, headers: { 'content-type': EXPORT_CONTENT_TYPE } }),
      ),
    );
    const progress: unknown[] = [];
    await expect(
      runStreamedCall('/api/UManage/ReloadWxuser', {}, { onProgress: (p) => progress.push(p) }),
    ).rejects.toMatchObject({ kind: 'server', message: '微信没有及时响应，未做任何更改，请稍后重试' });
    expect(progress).toEqual([{ done: 100, total: 250 }]);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 8, msg: '本分公司尚未设置微信公众号', data: null }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(runStreamedCall('/api/UManage/ReloadWxuser', {}, { onProgress: () => {} })).rejects.toMatchObject({
      kind: 'server',
      message: '本分公司尚未设置微信公众号',
    });
  });
});
