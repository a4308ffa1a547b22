import { Writable } from 'node:stream';
import type { JobFile } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { appendFile, type Claim } from './store.js';

/** Bytes of one stored piece of a file (a row of job_files). */
export const PIECE_BYTES = 1024 * 1024;

/** The job is no longer this run's: another run took it over. The run stops without a word. */
export class JobLost extends Error {
  constructor() {
    super('the job was taken over by another run');
  }
}

/**
 * A job's file as it is written: bytes gathered into pieces of PIECE_BYTES, each stored as it fills
 * (so memory holds one piece, whatever the file's size), fenced by the run's attempt. The stream
 * fails with JobLost when the job was taken over. `finish()` stores the last piece.
 */
export function jobFileWriter(db: Db, claim: Claim, file: JobFile) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let bytes = 0;
  const flush = async () => {
    if (!pendingBytes && seq > 0) return;
    const piece = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    if (!(await appendFile(db, claim, file, seq, piece))) throw new JobLost();
    seq++;
  };
  const sink = new Writable({
    highWaterMark: PIECE_BYTES,
    write(chunk: Buffer, _enc, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      bytes += chunk.length;
      if (pendingBytes < PIECE_BYTES) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => done(), done);
    },
  });
  return {
    sink,
    /** Bytes written so far. */
    get bytes() {
      return bytes;
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
