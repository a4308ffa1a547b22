import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The decision records stay honest (docs/decisions/README.md): one file a record, numbered
 * 0001… without gaps, each with the sections Context, Decision and Consequences (and, where
 * something was dropped, "Tried and not kept"), every record listed once in the index and nothing
 * else, and every path to a record named anywhere in the repository (code comments, docs, tests)
 * pointing at a file that exists. Read from the files, so a record added, renamed or removed
 * without its index entry or its references fails here.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DIR = path.join(ROOT, 'docs', 'decisions');
const INDEX = 'README.md';
/** A record's file name: four digits, a short title in kebab case. */
const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const REQUIRED = ['Context', 'Decision', 'Consequences'];
const OPTIONAL = ['Tried and not kept'];
/** A path to a record as the repository's files write it (built so this file holds none itself). */
const RECORD_PATH = new RegExp(['docs', 'decisions', '[A-Za-z0-9._-]+\\.md'].join('/'), 'g');
/** The single file the records replaced. */
const OLD_FILE = ['docs', 'decisions.md'].join('/');
/** Applied migrations are never edited (their hash is recorded in every database that ran them). */
const MIGRATIONS = 'apps/server/src/db/migrations/';

const files = fs.readdirSync(DIR).sort();
const records = files.filter((f) => f !== INDEX);
const text = (f: string) => fs.readFileSync(path.join(DIR, f), 'utf8');

/** The repository's files: tracked, or new and not ignored; a file deleted in the work tree is left out. */
function repositoryFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    // No git (an exported tree): every file but dependencies, builds and results.
    const skip = new Set(['.git', 'node_modules', 'dist', 'test-results', '.data', '.tmp']);
    listed = (fs.readdirSync(ROOT, { recursive: true, encoding: 'utf8' }) as string[]).filter(
      (f) => !f.split(path.sep).some((part) => skip.has(part)),
    );
  }
  return [...new Set(listed)].filter((f) => {
    const full = path.join(ROOT, f);
    return fs.existsSync(full) && fs.statSync(full).isFile();
  });
}

/** A file's text, or undefined for a binary file. */
function readText(f: string): string | undefined {
  const buf = fs.readFileSync(path.join(ROOT, f));
  return buf.includes(0) ? undefined : buf.toString('utf8');
}

describe('decision records', () => {
  it('are files named NNNN-title.md beside the index', () => {
    expect(files).toContain(INDEX);
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((f) => !RECORD_NAME.test(f))).toEqual([]);
  });

  it('are numbered 0001… without gaps or repeats', () => {
    const numbers = records.map((f) => Number(RECORD_NAME.exec(f)?.[1]));
    expect(numbers).toEqual(records.map((_, i) => i + 1));
  });

  it.each(records)('%s has its number as title and the sections Context, Decision, Consequences', (f) => {
    const lines = text(f).split('\n');
    const number = f.slice(0, 4);
    expect(lines[0]).toMatch(new RegExp(`^# ${number}\\. \\S`));
    const sections = lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3).trim());
    expect(sections.slice(0, REQUIRED.length)).toEqual(REQUIRED);
    expect(sections.slice(REQUIRED.length).filter((s) => !OPTIONAL.includes(s))).toEqual([]);
    for (const s of sections) expect(sections.filter((t) => t === s)).toHaveLength(1);
    // Every section says something.
    for (const s of REQUIRED) {
      const at = lines.indexOf(`## ${s}`);
      const next = lines.findIndex((l, i) => i > at && l.startsWith('## '));
      const body = lines.slice(at + 1, next === -1 ? undefined : next).join('\n');
      expect(body.trim(), `${f}: ## ${s}`).not.toBe('');
    }
  });

  it('are each listed once in the index, which lists nothing else', () => {
    const listed = [...text(INDEX).matchAll(/\]\((\d{4}-[^)\s]+\.md)\)/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual(records);
    // The index's number column agrees with the file it links.
    for (const m of text(INDEX).matchAll(/^\| (\d{4}) \| \[[^\]]+\]\((\d{4})-[^)]+\)/gm)) expect(m[1]).toBe(m[2]);
  });

  it('links between records and to other docs resolve', () => {
    const broken = records.concat(INDEX).flatMap((f) =>
      [...text(f).matchAll(/\]\(([^)\s#]+\.md)(?:#[^)]*)?\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z]+:/.test(target) && !fs.existsSync(path.join(DIR, target)))
        .map((target) => `${f} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('references to decision records', () => {
  const repository = repositoryFiles()
    .map((f) => ({ f, body: readText(f) }))
    .filter((x): x is { f: string; body: string } => x.body !== undefined);

  it('reads the repository', () => {
    expect(repository.some(({ f }) => f === 'docs/decisions/README.md')).toBe(true);
  });

  it('name only records that exist', () => {
    const missing = repository.flatMap(({ f, body }) =>
      [...body.matchAll(RECORD_PATH)]
        .map((m) => m[0])
        .filter((p) => !fs.existsSync(path.join(ROOT, p)))
        .map((p) => `${f}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('no longer name the single decisions file, except in applied migrations', () => {
    const stale = repository
      .filter(({ f, body }) => !f.startsWith(MIGRATIONS) && body.includes(OLD_FILE))
      .map(({ f }) => f);
    expect(stale).toEqual([]);
  });

  it('resolve as relative Markdown links in the docs and the README', () => {
    const docs = repository.filter(({ f }) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));
    const broken = docs.flatMap(({ f, body }) =>
      [...body.matchAll(/\]\(([^)\s#]+\.md)(?:#[^)]*)?\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z]+:/.test(target) && !fs.existsSync(path.join(ROOT, path.dirname(f), target)))
        .map((target) => `${f} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
