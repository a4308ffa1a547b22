import type { Db } from '../client.js';

/** Issue 12: demo data of this part, written by the part that owns it. Runs after the branch's orders. */
export async function seedCredit(_db: Db, _gscode: string, _seed: number, _now: Date): Promise<void> {}
