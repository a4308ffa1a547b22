import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@bo/contract';
import { describe, expect, it } from 'vitest';

/**
 * The document names every reason for a 400 (CallDef.rules): a module whose code refuses with
 * HTTP 400 itself (`new AppError(…, 400)`), or calls a function of another module that does, registers at
 * least one call that lists rules. Checked by reading the sources, so a new refusal in a module
 * without any rule fails here; which call of the module a refusal belongs to is for the review
 * (answers.test.ts catches a documented request refused with 400 by a call without rules).
 * The transport refusals of route.ts (the multipart shape) are outside modules/ and not counted.
 */

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');
const THROWS_400 = /new AppError\([^;]*?,\s*400\)/s;

const sources = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));

const modules = fs.readdirSync(MODULES).filter((m) => fs.statSync(path.join(MODULES, m)).isDirectory());
const files = new Map(
  modules.flatMap((m) => sources(path.join(MODULES, m)).map((f) => [f, fs.readFileSync(f, 'utf8')] as const)),
);
/** A file's top-level declarations by name (a function, a const), each with its text. */
function declarations(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const starts = [
    ...text.matchAll(/^(?:export\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm),
  ];
  starts.forEach((m, i) => out.set(m[1], text.slice(m.index, i + 1 < starts.length ? starts[i + 1].index : undefined)));
  return out;
}

/** Per file, the top-level names that refuse with 400, themselves or through another such name of the file. */
const throwingNames = new Map<string, Set<string>>();
for (const [f, text] of files) {
  const decls = declarations(text);
  const names = new Set([...decls].filter(([, body]) => THROWS_400.test(body)).map(([n]) => n));
  for (let grown = true; grown;) {
    grown = false;
    for (const [n, body] of decls) {
      if (!names.has(n) && [...names].some((t) => new RegExp(`\\b${t.replace(/\$/g, '\\$')}\\b`).test(body))) {
        names.add(n);
        grown = true;
      }
    }
  }
  if (names.size) throwingNames.set(f, names);
}
const throwing = new Set(throwingNames.keys());

/** The module's files that throw 400 themselves or use a name of another module's file that does. */
function refusals(m: string): string[] {
  const dir = path.join(MODULES, m);
  const out: string[] = [];
  for (const [f, text] of files) {
    if (!f.startsWith(dir + path.sep)) continue;
    if (throwing.has(f)) out.push(path.relative(MODULES, f));
    for (const [, list, spec] of text.matchAll(/import\s*\{([^}]*)\}\s*from '(\.{1,2}\/[^']+)\.js'/g)) {
      const target = path.resolve(path.dirname(f), `${spec}.ts`);
      if (target.startsWith(dir + path.sep)) continue;
      const used = list.split(',').map((s) =>
        s
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim(),
      );
      const hit = used.filter((n) => throwingNames.get(target)?.has(n));
      if (hit.length) out.push(`${path.relative(MODULES, f)} → ${path.relative(MODULES, target)} (${hit.join(', ')})`);
    }
  }
  return out;
}

type Def = { method?: unknown; path?: unknown; rules?: readonly string[] };
const isCall = (x: unknown): x is Def =>
  !!x && typeof x === 'object' && typeof (x as Def).method === 'string' && typeof (x as Def).path === 'string';

/** Every call definition reachable from a contract export (a call, or an object of calls such as BANNER_CALLS). */
function callsIn(x: unknown, depth = 0): Def[] {
  if (isCall(x)) return [x];
  if (!x || typeof x !== 'object' || depth > 2 || Array.isArray(x)) return [];
  return Object.values(x).flatMap((v) => callsIn(v, depth + 1));
}

/** The calls a module's routes.ts imports from the contract (those it registers). */
function callsOf(m: string): Def[] {
  const routes = files.get(path.join(MODULES, m, 'routes.ts'));
  if (!routes) return [];
  const names = [...routes.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@bo\/contract'/g)]
    .flatMap(([, list]) => list.split(','))
    .map((s) =>
      s
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim(),
    )
    .filter(Boolean);
  return names.flatMap((n) => callsIn((contract as Record<string, unknown>)[n]));
}

describe('every module that refuses with 400 beyond the schemas names its rules in the document', () => {
  it('finds the refusals it checks (the scan still sees the code)', () => {
    expect(throwing.size).toBeGreaterThan(10);
  });

  for (const m of modules) {
    const why = refusals(m);
    if (!why.length) continue;
    it(`${m}: a call it registers lists rules (refuses in ${why.join(', ')})`, () => {
      const calls = callsOf(m);
      expect(calls.length, `no contract call found in modules/${m}/routes.ts`).toBeGreaterThan(0);
      expect(calls.filter((c) => c.rules?.length).map((c) => `${String(c.method)} ${String(c.path)}`)).not.toEqual([]);
    });
  }
});
