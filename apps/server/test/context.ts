import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { UserInfo } from '@bo/contract';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { connect, type Db } from '../src/db/client.js';
import { withDatabase } from './pooler.js';

export const TEST_PASSWORD = 'admin123';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  /** The direct URL of this test's database, where its app LISTENs for pushed events. */
  listenUrl: string;
  /** Signs in and returns the user info plus the headers for later calls. */
  login(gscode: string, username: string, password?: string): Promise<UserInfo & { headers: Record<string, string> }>;
  close(): Promise<void>;
}

/** Runs `sql` straight on the test PostgreSQL (never through the pooler): create/drop database. */
export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('pgServerUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL the application under test uses for database `name`: through TEST_POOLER_URL in the pooler run. */
export const appDatabaseUrl = (name: string) => withDatabase(inject('appServerUrl'), name);

/** A fresh database cloned from the migrated, base-seeded template, and an app on it. */
export async function createTestContext(
  env: Record<string, string> = {},
  beforeReady?: (app: TestContext['app']) => void,
): Promise<TestContext> {
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${inject('templateDb')}`);
  return contextOn({
    url: appDatabaseUrl(name),
    // Pushed events are heard on a direct connection, also in the pooler run (like PUSH_DATABASE_URL).
    listenUrl: withDatabase(inject('pgServerUrl'), name),
    env,
    beforeReady,
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  });
}

/**
 * An app on the database at `url` (LISTENing on `listenUrl`), with a data directory of its own,
 * and the helpers every test uses; `drop` removes the database after the app has closed.
 * `readDb`: a standby the app reads lists from (plugins/reads.ts).
 */
export async function contextOn(opts: {
  url: string;
  listenUrl: string;
  env?: Record<string, string>;
  beforeReady?: (app: TestContext['app']) => void;
  readDb?: Db;
  drop(): Promise<void>;
}): Promise<TestContext> {
  const { url, listenUrl } = opts;
  const db = connect(url, 5);
  // The general rate limit is off unless a test sets it: tests call far faster than people.
  // A data directory of its own (backups are written there), removed with the context.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
    ...opts.env,
  });
  const app = await buildApp({ db, config, logger: false, listenUrl, readDb: opts.readDb });
  opts.beforeReady?.(app);
  await app.ready();
  // Tests change accounts, roles and sessions in the database itself, then call at once: each call
  // waits until the app has heard every change committed before it (plugins/session-facts.ts), as
  // a person's next click, milliseconds later, finds it.
  const injectNow = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<unknown>;
  app.inject = (async (opts: InjectOptions | string) => {
    await app.sessionFacts.settle();
    return injectNow(opts);
  }) as unknown as typeof app.inject;
  return {
    app,
    db,
    config,
    listenUrl,
    async login(gscode, username, password = TEST_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/LAdmin/AdminLogin',
        payload: { gscode, username, password },
      });
      const body = res.json();
      if (body.code !== 0) throw new Error(`login ${gscode}/${username} failed: ${body.msg}`);
      const user = body.data as UserInfo;
      return { ...user, headers: { 'x-token': user.token, 'x-user-id': String(user.ID) } };
    },
    async close() {
      await app.close();
      await db.$client.end();
      await opts.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The four sign-ins most module tests use: branch 001's admin, operator and viewer, and branch 002's admin. */
export async function signInSeedUsers(ctx: TestContext) {
  return {
    admin: (await ctx.login('001', 'admin')).headers,
    admin2: (await ctx.login('002', 'admin')).headers,
    operator: (await ctx.login('001', 'operator')).headers,
    viewer: (await ctx.login('001', 'viewer')).headers,
  };
}
