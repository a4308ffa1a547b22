import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throw-away built web app (WEB_DIST) holding `files` (path → content) below its root. */
export function makeWebDist(files: Record<string, string | Buffer>): {
  dir: string;
  write(file: string, content: string | Buffer): void;
  remove(): void;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-web-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  for (const [file, content] of Object.entries(files)) write(file, content);
  return { dir, write, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
