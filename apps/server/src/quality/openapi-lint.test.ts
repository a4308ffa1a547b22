import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

/**
 * Issue 34: the published document (/docs/json), as a tool that resolves references reads it,
 * passes a standard OpenAPI linter (Redocly's recommended rules, with the repository's
 * redocly.yaml) with no error and no warning. A call added later is linted the day it lands.
 */

const CONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../redocly.yaml');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('the OpenAPI document passes the linter with no problem', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  const config = await loadConfig({ configPath: CONFIG });
  const problems = await lintFromString({ source: res.body, absoluteRef: 'openapi.json', config });
  const readable = problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`,
  );
  expect(readable).toEqual([]);
});

it('every reference of the document resolves (a reference-resolving tool reads it whole)', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
  const refs = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (typeof v !== 'object' || v === null) return;
    for (const [k, x] of Object.entries(v)) {
      if (k === '$ref' && typeof x === 'string') refs.add(x);
      else visit(x);
    }
  };
  visit(doc);
  // The recursive power tree is one of them: it used to point at a component that was never written.
  expect([...refs]).toContain('#/components/schemas/PowerNode');
  for (const ref of refs) {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<any>((node, key) => node?.[key], doc);
    expect(target, ref).toBeTypeOf('object');
  }
});
