import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCalls, type Headers } from '../../test/calls.js';
import { createTestContext, signInSeedUsers, type TestContext } from '../../test/context.js';
import { IDEMPOTENCY_KEEP_HOURS, purgeIdempotencyKeys } from './idempotency.js';

/**
 * Issue 38 #6: a write sent again with its Idempotency-Key (a balancer or a client retrying after
 * a lost answer) answers the first answer and changes nothing.
 */
let ctx: TestContext;
let users: Awaited<ReturnType<typeof signInSeedUsers>>;
let operatorId: number;
const { q, get, post } = testCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  users = await signInSeedUsers(ctx);
  [{ id: operatorId }] = await q(`select id from users where gscode = '001' and user_name = 'operator'`);
});
afterAll(() => ctx?.close());

const send = (headers: Headers, key: string | null, title: string, userId = operatorId) =>
  post('/api/Message/Send', key === null ? headers : { ...headers, 'idempotency-key': key }, {
    userId,
    title,
    body: 'b',
  });
const sent = async (title: string) =>
  (await q(`select count(*)::int as n from messages where title = $1`, [title]))[0].n;

describe('a write with an Idempotency-Key', () => {
  it('without a key, sent twice, is done twice (what the key is for)', async () => {
    const title = `twice ${randomUUID()}`;
    expect((await send(users.admin, null, title)).json().code).toBe(0);
    expect((await send(users.admin, null, title)).json().code).toBe(0);
    expect(await sent(title)).toBe(2);
  });

  it('sent again answers its first answer, says so, and changes nothing', async () => {
    const key = randomUUID();
    const title = `once ${randomUUID()}`;
    const first = await send(users.admin, key, title);
    expect(first.json().code).toBe(0);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(users.admin, key, title);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await sent(title)).toBe(1);
  });

  it('answers a refusal again too, without trying again', async () => {
    const key = randomUUID();
    const title = `refused ${randomUUID()}`;
    // Branch 002's administrator is no account of branch 001.
    const [{ id: other }] = await q(`select id from users where gscode = '002' and user_name = 'admin'`);
    const first = await send(users.admin, key, title, other);
    expect(first.json().code).not.toBe(0);
    const again = await send(users.admin, key, title, other);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('is refused with another request under the same key (422), and that request is not done', async () => {
    const key = randomUUID();
    const title = `first ${randomUUID()}`;
    await send(users.admin, key, title);
    const other = await send(users.admin, key, `${title} changed`);
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe('This Idempotency-Key was used for another request: use a new key for each action');
    expect(await sent(`${title} changed`)).toBe(0);
  });

  it('is refused (409) while its first request has no answer: still running, or its process died', async () => {
    const key = randomUUID();
    const title = `in flight ${randomUUID()}`;
    await q(`insert into idempotency_keys (user_id, key, request_hash) select id, $1, 'x' from users where id = $2`, [
      key,
      Number(users.admin['x-user-id']),
    ]);
    const res = await send(users.admin, key, title);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/still being answered, or its outcome is unknown/);
    expect(await sent(title)).toBe(0);
  });

  it("keeps keys per account: another account's same key is its own request", async () => {
    const key = randomUUID();
    const title = `per account ${randomUUID()}`;
    await send(users.admin, key, title);
    const [{ id: theirOperator }] = await q(`select id from users where gscode = '002' and user_name = 'operator'`);
    const theirs = await send(users.admin2, key, title, theirOperator);
    expect(theirs.json().code).toBe(0);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await sent(title)).toBe(2);
  });

  it('refuses a key that is not 1 to 255 visible ASCII characters, and does nothing', async () => {
    const title = `bad key ${randomUUID()}`;
    for (const key of ['x'.repeat(256), '密钥', 'a b']) {
      const res = await send(users.admin, key, title);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('The Idempotency-Key header must be 1 to 255 visible ASCII characters');
    }
    expect(await sent(title)).toBe(0);
  });

  it(`is done anew once its key is older than ${IDEMPOTENCY_KEEP_HOURS} hours, and the purge takes only such keys`, async () => {
    const key = randomUUID();
    const fresh = randomUUID();
    const title = `old ${randomUUID()}`;
    await send(users.admin, key, title);
    await send(users.admin, fresh, `${title} fresh`);
    await q(`update idempotency_keys set created_at = now() - interval '25 hours' where key = $1`, [key]);
    expect((await send(users.admin, key, title)).headers['idempotent-replayed']).toBeUndefined();
    expect(await sent(title)).toBe(2);
    await q(`update idempotency_keys set created_at = now() - interval '25 hours' where key = $1`, [key]);
    expect(await purgeIdempotencyKeys(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await q(`select key from idempotency_keys where key in ($1, $2)`, [key, fresh])).toEqual([{ key: fresh }]);
  });

  it('is ignored on a read', async () => {
    const key = randomUUID();
    const res = await get('/api/Message/Counts', { ...users.admin, 'idempotency-key': key });
    expect(res.json().code).toBe(0);
    expect(await q(`select 1 from idempotency_keys where key = $1`, [key])).toEqual([]);
  });
});
