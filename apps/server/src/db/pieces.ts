import { Writable } from 'node:stream';

/**
 * Files kept in PostgreSQL as rows of pieces (a job's file in job_files, a backup in backup_parts):
 * one piece of PIECE_BYTES a row, numbered from 0. The writer and the reader here hold one piece
 * in memory whatever the file's size; where the rows live, and who may write them, is the caller's
 * `store` and `load`.
 */
export const PIECE_BYTES = 1024 * 1024;

/**
 * A file as it is written: bytes gathered into pieces of PIECE_BYTES, each handed to `store` as
 * it fills (a rejection fails the stream). Ending the sink stores the last, shorter piece; an empty
 * file is one empty piece, so a file always has a piece 0.
 */
export function pieceWriter(store: (seq: number, piece: Buffer) => Promise<void>) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let bytes = 0;
  /** Stores the first `n` bytes waiting as the next piece. */
  const flush = async (n: number) => {
    const all = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    const rest = all.subarray(n);
    pending = rest.length ? [rest] : [];
    pendingBytes = rest.length;
    await store(seq, all.subarray(0, n));
    seq++;
  };
  const sink = new Writable({
    highWaterMark: PIECE_BYTES,
    write(chunk: Buffer, _enc, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      bytes += chunk.length;
      if (pendingBytes < PIECE_BYTES) return done();
      void (async () => {
        while (pendingBytes >= PIECE_BYTES) await flush(PIECE_BYTES);
      })().then(() => done(), done);
    },
    final(done) {
      if (pendingBytes === 0 && seq > 0) return done();
      flush(pendingBytes).then(() => done(), done);
    },
  });
  return {
    sink,
    /** Bytes written so far. */
    get bytes() {
      return bytes;
    },
    /** Pieces stored so far (all of them once the sink has finished). */
    get pieces() {
      return seq;
    },
    /** Resolves once the sink has room again (a piece is being stored). */
    drained(): Promise<void> {
      if (!sink.writableNeedDrain) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const off = () => {
          sink.off('drain', ok);
          sink.off('error', bad);
        };
        const ok = () => (off(), resolve());
        const bad = (err: Error) => (off(), reject(err));
        sink.once('drain', ok);
        sink.once('error', bad);
      });
    },
  };
}

export type PieceWriter = ReturnType<typeof pieceWriter>;

/**
 * A stored file, piece by piece in order: `load(seq)` reads one piece, null when there is none.
 * With `count`, a file of that many pieces: one missing before the end is `missing()`'s error
 * (the file was deleted while read); without it, the file ends at the first missing piece.
 */
export async function* readPieces(
  load: (seq: number) => Promise<Buffer | null>,
  count?: { pieces: number; missing: () => Error },
): AsyncGenerator<Buffer> {
  for (let seq = 0; count === undefined || seq < count.pieces; seq++) {
    const piece = await load(seq);
    if (!piece) {
      if (count) throw count.missing();
      return;
    }
    yield piece;
  }
}
