import { ExportFrame, type ExportEnd, type ExportProgress } from './list.js';

/**
 * The byte codec of export frames (list.ts: 1 byte kind, 4 bytes big-endian length, payload),
 * shared by the server that writes them and the browser that reads them. No dependencies:
 * Uint8Array, DataView and TextEncoder/TextDecoder exist in Node and in browsers.
 */

export type ExportFrameKind = keyof typeof ExportFrame;
/** A decoded frame; `E` is the end frame's JSON, which the call defines (an export's by default). */
export type DecodedFrame<E extends object = ExportEnd> =
  | { kind: 'progress'; value: ExportProgress }
  | { kind: 'data'; bytes: Uint8Array }
  | { kind: 'error'; value: { msg: string } }
  | { kind: 'end'; value: E };

export const FRAME_HEADER_BYTES = 5;
/** No frame the server writes comes near this; a longer announced length means the stream is not frames. */
export const MAX_FRAME_BYTES = 16 * 1024 * 1024;

const KIND_OF_CODE = new Map<number, ExportFrameKind>(
  Object.entries(ExportFrame).map(([k, v]) => [v, k as ExportFrameKind]),
);

/** One frame: the header and the payload. */
export function encodeFrame(kind: ExportFrameKind, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(FRAME_HEADER_BYTES + payload.byteLength);
  out[0] = ExportFrame[kind];
  new DataView(out.buffer).setUint32(1, payload.byteLength, false);
  out.set(payload, FRAME_HEADER_BYTES);
  return out;
}

/** A progress, error or end frame: its JSON value as UTF-8 (an end frame's is the call's own, e.g. ExportEnd). */
export function encodeJsonFrame(
  kind: Exclude<ExportFrameKind, 'data'>,
  value: ExportProgress | ExportEnd | { msg: string } | object,
): Uint8Array {
  return encodeFrame(kind, new TextEncoder().encode(JSON.stringify(value)));
}

export class ExportFrameError extends Error {}

/**
 * Reads frames from chunks that may split anywhere (inside a header, inside a payload, or hold
 * several frames). push() returns the frames completed by the chunk; `buffered` tells how many
 * bytes wait for the rest of their frame (non-zero at the end means the stream was cut).
 */
export class ExportFrameDecoder<E extends object = ExportEnd> {
  private chunks: Uint8Array[] = [];
  private size = 0;

  get buffered(): number {
    return this.size;
  }

  push(chunk: Uint8Array): DecodedFrame<E>[] {
    if (chunk.byteLength) {
      this.chunks.push(chunk);
      this.size += chunk.byteLength;
    }
    const frames: DecodedFrame<E>[] = [];
    while (this.size >= FRAME_HEADER_BYTES) {
      const header = this.peek(FRAME_HEADER_BYTES);
      const code = header[0];
      const length = new DataView(header.buffer, header.byteOffset, FRAME_HEADER_BYTES).getUint32(1, false);
      const kind = KIND_OF_CODE.get(code);
      if (!kind) throw new ExportFrameError(`unknown frame kind ${code}`);
      if (length > MAX_FRAME_BYTES) throw new ExportFrameError(`frame of ${length} bytes`);
      if (this.size < FRAME_HEADER_BYTES + length) break;
      this.take(FRAME_HEADER_BYTES);
      frames.push(decodePayload(kind, this.take(length)) as DecodedFrame<E>);
    }
    return frames;
  }

  /** The first n buffered bytes, without consuming them (copied only when they span chunks). */
  private peek(n: number): Uint8Array {
    const first = this.chunks[0];
    if (first.byteLength >= n) return first.subarray(0, n);
    return this.copy(n, false);
  }

  private take(n: number): Uint8Array {
    const first = this.chunks[0];
    if (n === 0) return new Uint8Array(0);
    if (first.byteLength >= n) {
      const out = first.subarray(0, n);
      if (first.byteLength === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
      this.size -= n;
      return out;
    }
    return this.copy(n, true);
  }

  private copy(n: number, consume: boolean): Uint8Array {
    const out = new Uint8Array(n);
    let filled = 0;
    let i = 0;
    while (filled < n) {
      const c = this.chunks[i];
      const part = Math.min(c.byteLength, n - filled);
      out.set(c.subarray(0, part), filled);
      filled += part;
      if (consume) {
        if (part === c.byteLength) this.chunks.shift();
        else this.chunks[0] = c.subarray(part);
      } else {
        i++;
      }
    }
    if (consume) this.size -= n;
    return out;
  }
}

function decodePayload(kind: ExportFrameKind, payload: Uint8Array): DecodedFrame {
  if (kind === 'data') return { kind, bytes: payload };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    throw new ExportFrameError(`${kind} frame is not JSON`);
  }
  if (!value || typeof value !== 'object') throw new ExportFrameError(`${kind} frame is not an object`);
  return { kind, value } as DecodedFrame;
}
