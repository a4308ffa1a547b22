import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir` (all folders down) whose name `keep` accepts, as full paths. */
export const filesUnder = (dir: string, keep: (name: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full, keep);
    return keep(e.name) ? [full] : [];
  });
