import type { JobFile } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { pieceWriter } from '../../db/pieces.js';
import { appendFile, type Claim } from './store.js';

/** The job is no longer this run's: another run took it over. The run stops without a word. */
export class JobLost extends Error {
  constructor() {
    super('the job was taken over by another run');
  }
}

/**
 * A job's file as it is written, in pieces of db/pieces.ts (memory holds one piece, whatever the
 * file's size), each stored in job_files fenced by the run's attempt. The stream fails with
 * JobLost when the job was taken over. Ending the sink stores the last piece.
 */
export function jobFileWriter(db: Db, claim: Claim, file: JobFile) {
  return pieceWriter(async (seq, piece) => {
    if (!(await appendFile(db, claim, file, seq, piece))) throw new JobLost();
  });
}
