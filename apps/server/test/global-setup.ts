import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, ensureDatabase } from '../src/db/client.js';
import { startEmbedded, type EmbeddedDb } from '../src/db/embedded.js';
import { migrateDb } from '../src/db/migrate.js';
import { seedBase } from '../src/seed/base.js';
import { assertTransactionPooler, poolerUrl } from './pooler.js';

export const TEMPLATE_DB = 'bo_test_template';
export const TEST_PASSWORD = 'admin123';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    /** Where the application under test connects: TEST_POOLER_URL when set, else pgServerUrl. */
    appServerUrl: string;
    templateDb: string;
  }
}

/**
 * One PostgreSQL per test run: the embedded one in a throw-away directory, or the server at
 * TEST_DATABASE_URL. A migrated template database with the base seed (branches, roles, menus,
 * accounts) is cloned by every test file (CREATE DATABASE … TEMPLATE …). With TEST_POOLER_URL
 * (a transaction-mode pgbouncer in front of TEST_DATABASE_URL's server), the application under
 * test goes through the pooler; creating and dropping databases stays direct.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDb | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  const pooler = poolerUrl();
  if (pooler && !serverUrl)
    throw new Error(
      'TEST_POOLER_URL needs TEST_DATABASE_URL: the PostgreSQL behind the pooler, for creating test databases.',
    );
  if (!serverUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-'));
    fs.chmodSync(dir, 0o755);
    embedded = await startEmbedded(dir);
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.end();
  const templateUrl = await ensureDatabase(serverUrl, TEMPLATE_DB);
  const db = connect(templateUrl, 2);
  await migrateDb(db);
  await seedBase(db, TEST_PASSWORD);
  await db.$client.end();

  if (pooler) await assertTransactionPooler(pooler, serverUrl);
  project.provide('pgServerUrl', serverUrl);
  project.provide('appServerUrl', pooler ?? serverUrl);
  project.provide('templateDb', TEMPLATE_DB);

  return async () => {
    await embedded?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
