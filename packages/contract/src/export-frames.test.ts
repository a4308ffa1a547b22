import { describe, expect, it } from 'vitest';
import {
  ExportFrameDecoder,
  ExportFrameError,
  encodeFrame,
  encodeJsonFrame,
  type DecodedFrame,
} from './export-frames.js';

/** A stream of every kind: progress, two data frames (one empty), an error, an end. */
function sample(): { bytes: Uint8Array; frames: DecodedFrame[] } {
  const data1 = Uint8Array.from({ length: 300 }, (_, i) => i % 251);
  const frames: DecodedFrame[] = [
    { kind: 'progress', value: { done: 0, total: 4000 } },
    { kind: 'data', bytes: data1 },
    { kind: 'data', bytes: new Uint8Array(0) },
    { kind: 'progress', value: { done: 2000, total: 4000 } },
    { kind: 'error', value: { msg: '导出失败 – export failed' } },
    { kind: 'end', value: { rows: 4000, fileName: 'orders-001-20261122-1530.xlsx' } },
  ];
  const parts = frames.map((f) =>
    f.kind === 'data' ? encodeFrame('data', f.bytes) : encodeJsonFrame(f.kind, f.value),
  );
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.byteLength;
  }
  return { bytes, frames };
}

function decodeIn(chunks: Uint8Array[]) {
  const d = new ExportFrameDecoder();
  const out = chunks.flatMap((c) => d.push(c));
  return { out, buffered: d.buffered };
}

describe('export frames', () => {
  it('writes the header as 1 byte of kind and 4 bytes of big-endian length', () => {
    const f = encodeFrame('data', new Uint8Array(0x010203));
    expect([...f.subarray(0, 5)]).toEqual([2, 0x00, 0x01, 0x02, 0x03]);
    expect(f.byteLength).toBe(5 + 0x010203);
  });

  it('reads the frames back whole', () => {
    const { bytes, frames } = sample();
    expect(decodeIn([bytes])).toEqual({ out: frames, buffered: 0 });
  });

  it('reads the same frames from chunks split at every byte boundary', () => {
    const { bytes, frames } = sample();
    for (let cut = 0; cut <= bytes.byteLength; cut++) {
      expect(decodeIn([bytes.subarray(0, cut), bytes.subarray(cut)]).out, `cut at ${cut}`).toEqual(frames);
    }
  });

  it('reads the same frames one byte at a time, and from random splits', () => {
    const { bytes, frames } = sample();
    expect(decodeIn(Array.from(bytes, (b) => Uint8Array.of(b))).out).toEqual(frames);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 50; run++) {
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < bytes.byteLength;) {
        const n = Math.max(1, Math.floor(random() * 40));
        chunks.push(bytes.subarray(at, at + n));
        at += n;
      }
      expect(decodeIn(chunks).out).toEqual(frames);
    }
  });

  it('keeps a cut frame buffered rather than returning part of it', () => {
    const { bytes, frames } = sample();
    const { out, buffered } = decodeIn([bytes.subarray(0, bytes.byteLength - 3)]);
    expect(out).toEqual(frames.slice(0, -1));
    expect(buffered).toBeGreaterThan(0);
  });

  it('refuses a stream that is not frames (a JSON error envelope, an absurd length)', () => {
    expect(() => new ExportFrameDecoder().push(new TextEncoder().encode('{"code":8,"msg":"x","data":null}'))).toThrow(
      ExportFrameError,
    );
    expect(() => new ExportFrameDecoder().push(Uint8Array.of(2, 0xff, 0xff, 0xff, 0xff))).toThrow(ExportFrameError);
    expect(() => new ExportFrameDecoder().push(encodeFrame('end', new TextEncoder().encode('not json')))).toThrow(
      ExportFrameError,
    );
  });
});
