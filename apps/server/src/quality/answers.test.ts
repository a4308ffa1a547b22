import { Code } from '@bo/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerChecker } from '../../test/answer-check.js';
import { plantRows } from '../../test/canaries.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { readOpenApi } from '../../test/openapi.js';
import {
  Caller,
  envelopeOf,
  genericValues,
  PLATFORM_ONLY,
  PROBE_PNG,
  requestsFor,
  send,
  startWalk,
  WALK_ENV,
  type Operation,
  type Scene,
} from '../../test/walk.js';
import type { Schema } from '../../test/openapi.js';
import { storeImage } from '../modules/uploads/service.js';
import { RULES_HEADING } from '../route.js';

/**
 * Issue 34: every call of the published document (/docs/json), made with valid input derived from
 * the document itself, answers what the document says: a documented status, a documented media
 * type, and a body that validates against the document's schema (test/answer-check.ts: Ajv, never
 * the zod schemas). A call added later is called the day it lands.
 */

let ctx: TestContext;
let ops: Operation[] = [];
let scene: Scene;
let platformScene: Scene;

beforeAll(async () => {
  ctx = await createTestContext({
    ...WALK_ENV,
  });
  await storeImage(ctx.db, { gscode: '001', userId: null }, PROBE_PNG);
  ops = await startWalk(ctx);
  const own = (await plantRows(ctx, '001', '12.34')).ids;
  scene = { own, target: own };
  const platform = (await plantRows(ctx, '000', '56.78')).ids;
  const owner = { ...platform, userNames: ['owner'], viewable: ['001'] };
  platformScene = { own: owner, target: owner };
}, 120_000);
afterAll(() => ctx?.close());

it('every answer of every call is the one the document describes', async () => {
  const checker = answerChecker((await readOpenApi(ctx.app)).doc);
  const callers = { '001': new Caller('001', 'admin'), '000': new Caller('000', 'owner') };
  const problems: string[] = [];
  const succeeded = new Set<string>();
  const malformed: string[] = [];
  for (const op of ops) {
    const platform = PLATFORM_ONLY.has(op.id);
    const reqs = ['min', 'all'].flatMap((mode) =>
      requestsFor(op, platform ? platformScene : scene, mode as 'min' | 'all', true),
    );
    for (const req of reqs.filter((r, i) => reqs.findIndex((x) => x.label === r.label) === i)) {
      const res = op.isPublic ? await send(req, {}) : await callers[platform ? '000' : '001'].call(req);
      for (const p of await checker.problems(op.method, op.path, res)) problems.push(`${req.label}: ${p}`);
      // The document's own values are never refused as malformed unless the call lists rules
      // beyond its schemas (CallDef.rules): a client following the document is told every reason.
      if (res.statusCode === 400 && !String(op.description ?? '').includes(RULES_HEADING))
        malformed.push(`${req.label}: ${envelopeOf(res.body).msg}`);
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      if (res.statusCode === 200 && (!json || envelopeOf(res.body).code === Code.OK)) succeeded.add(op.id);
    }
  }
  expect(problems).toEqual([]);
  expect(malformed).toEqual([]);
  // Paging and filtering as the document describes them is answered, not refused: every list
  // call (a GET that pages) answered with its rows at least once, so its success schema was checked.
  const lists = ops.filter(
    (o) =>
      o.method === 'GET' &&
      o.parameters.some((p) => p.name === 'page') &&
      !o.parameters.some((p) => p.required && /id$/i.test(p.name)),
  );
  expect(lists.length).toBeGreaterThan(20);
  expect(lists.filter((o) => !succeeded.has(o.id)).map((o) => o.id)).toEqual([]);
}, 600_000);

it('every pattern of a request field is met by the value the document leads a client to (its example, else its format), so a client can build a valid request', () => {
  const missing: string[] = [];
  const seen = new Set<Schema>();
  const visit = (where: string, schema: Schema | undefined): void => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    if (schema.pattern) {
      const value = genericValues(schema, false)[0];
      if (typeof value !== 'string' || !new RegExp(schema.pattern).test(value))
        missing.push(`${where}: pattern ${schema.pattern} is not met by ${JSON.stringify(value)}: give it an example`);
    }
    for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      visit(where, alternative);
    for (const [name, property] of Object.entries(schema.properties ?? {})) visit(`${where}.${name}`, property);
    if (schema.items) visit(`${where}[]`, schema.items);
  };
  for (const op of ops) for (const slot of op.slots) visit(`${op.id} ${slot.name}`, slot.schema);
  expect(missing).toEqual([]);
});
