/**
 * The Lighthouse figures as one table in docs/benchmarks.md, between two markers, written by
 * the bench itself with the date, the commit and the host's speed, so the document never keeps a
 * figure older than the code it describes (issue 36 #2).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { LighthouseFigures } from './lighthouse.js';

export const TABLE_START = '<!-- lighthouse table: written by `BENCH_ONLY=lighthouse npm run bench` -->';
export const TABLE_END = '<!-- end of the lighthouse table -->';

/** A measured page, as the bench keeps it. */
export interface TableRow extends LighthouseFigures {
  profile: string;
  page: string;
  runs: { performance: number }[];
}

export interface TableContext {
  at: Date;
  commit: string;
  lighthouse: string;
  chromium: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const thousands = (n: number) => n.toLocaleString('en-US');

/** The table in Markdown: one row per page and profile, in the order measured (mobile first). */
export function lighthouseTable(rows: TableRow[], ctx: TableContext): string {
  const indexes = rows.map((r) => r.benchmarkIndex);
  const lines = [
    `Measured ${ctx.at.toISOString().slice(0, 10)} on commit ${ctx.commit}: Lighthouse ${ctx.lighthouse}, ${ctx.chromium},`,
    `median of ${rows[0]?.runs.length ?? 0} run(s) a page, host benchmark index ${thousands(Math.min(...indexes))}–${thousands(Math.max(...indexes))}.`,
    '',
    '| Profile | Page | Performance (runs) | Accessibility | FCP | LCP | TBT | CLS | JavaScript |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.profile} | \`${r.page}\` | ${r.performance} (${r.runs.map((x) => x.performance).join(', ')}) | ${r.accessibility} | ` +
        `${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${thousands(r.tbtMs)} ms | ${r.cls} | ${thousands(Math.round(r.jsTransferBytes / 1024))} KB |`,
    ),
  ];
  return lines.join('\n');
}

/** `doc` with the text between the markers replaced; the markers must be there, once each. */
export function withTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start || doc.indexOf(TABLE_START, start + 1) >= 0)
    throw new Error('docs/benchmarks.md: the lighthouse table markers are missing or repeated');
  return `${doc.slice(0, start + TABLE_START.length)}\n${table}\n${doc.slice(end)}`;
}

/** The current commit, marked when the work tree has changes the figures may include. */
export function currentCommit(root: string): string {
  const run = (cmd: string) => execSync(cmd, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const dirty = run('git status --porcelain --untracked-files=no') !== '';
    return `${run('git rev-parse --short HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return 'unknown (not a git work tree)';
  }
}

/** Writes the table into docs/benchmarks.md; `commit` is the one read when the measured build was made. */
export function writeLighthouseTable(root: string, rows: TableRow[], ctx: Omit<TableContext, 'at'>) {
  const file = path.join(root, 'docs/benchmarks.md');
  const table = lighthouseTable(rows, { ...ctx, at: new Date() });
  fs.writeFileSync(file, withTable(fs.readFileSync(file, 'utf8'), table));
  return file;
}
