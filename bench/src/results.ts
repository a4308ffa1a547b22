import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

/** Writes bench/results/<name>.json with the machine it ran on. */
export function writeResult(name: string, figures: unknown): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? '',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), machine, figures }, null, 2) + '\n');
  return file;
}
