import { PassThrough, Writable } from 'node:stream';
import { encodeFrame, encodeJsonFrame, type ExportEnd, type ExportProgress } from '@bo/contract';

/** Bytes the answer may hold unsent before the export waits for the browser to read. */
const OUT_HIGH_WATER = 256 * 1024;
/** File bytes gathered into one data frame. */
const DATA_FRAME_BYTES = 64 * 1024;

/**
 * The answer of an export call (or of another call streaming its progress, the WeChat
 * reloads): a stream of frames (contract list.ts). The route sends `out`
 * as the body; Fastify destroys it when the browser goes away, which `closed` then tells.
 */
export class FrameStream {
  readonly out = new PassThrough({ highWaterMark: OUT_HIGH_WATER });
  private ended = false;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  private stalled = false;
  /** Bytes written into `out` so far; what is not in its buffers any more, the reader has taken. */
  private produced = 0;

  /**
   * `stallMs`: a reader that takes nothing of what waits for it for this long is cut off (issue 33
   * #2): the answer ends, so the work waiting on `drained()` stops and gives its database
   * connection back, and what was buffered for the reader is let go.
   */
  constructor(stallMs: number) {
    // A write raced with the browser leaving: nothing to do, `closed` stops the export.
    this.out.on('error', () => {});
    let takenBefore = -1;
    const watch = setInterval(() => {
      const waiting = this.out.readableLength + this.out.writableLength;
      const taken = this.produced - waiting;
      if (waiting > 0 && taken === takenBefore) {
        this.stalled = true;
        this.out.destroy();
      }
      takenBefore = taken;
    }, stallMs);
    watch.unref();
    this.out.on('close', () => clearInterval(watch));
  }

  /** True when the reader was cut off for reading nothing. */
  get cutOff(): boolean {
    return this.stalled;
  }

  /** True once the browser has closed the connection (or the stream was ended by us). */
  get closed(): boolean {
    return this.out.destroyed || this.ended;
  }

  progress(value: ExportProgress): void {
    this.flushData();
    this.write(encodeJsonFrame('progress', value));
  }

  error(msg: string): void {
    this.pending = [];
    this.pendingBytes = 0;
    this.write(encodeJsonFrame('error', { msg }));
  }

  /** The last frame: the call's result (an export's ExportEnd; a WeChat reload's ReloadResult). */
  end(value: ExportEnd | object): void {
    this.flushData();
    this.write(encodeJsonFrame('end', value));
    this.finish();
  }

  finish(): void {
    if (this.closed) return;
    this.ended = true;
    this.out.end();
  }

  /** Resolves when the browser has read enough that writing on will not pile up memory, or has left. */
  drained(): Promise<void> {
    if (this.closed || !this.out.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.out.off('drain', done);
        this.out.off('close', done);
        resolve();
      };
      this.out.on('drain', done);
      this.out.on('close', done);
    });
  }

  /**
   * A writable for the .xlsx bytes. The zip writer hands over many small pieces (a few hundred
   * for an empty file), so they are gathered into data frames of up to DATA_FRAME_BYTES; what
   * is gathered leaves before the next progress or end frame.
   */
  dataSink(): Writable {
    return new Writable({
      write: (chunk: Buffer, _enc, cb) => {
        this.pending.push(chunk);
        this.pendingBytes += chunk.byteLength;
        if (this.pendingBytes >= DATA_FRAME_BYTES) this.flushData();
        cb();
      },
    });
  }

  private flushData(): void {
    if (!this.pendingBytes) return;
    const bytes = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.write(encodeFrame('data', bytes));
  }

  private write(frame: Uint8Array): void {
    if (this.closed) return;
    this.produced += frame.byteLength;
    this.out.write(frame);
  }
}
