import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { adminQuery, appDatabaseUrl } from '../test/context.js';
import { loadConfig } from './config.js';
import { connect, type Db } from './db/client.js';
import { migrateDb } from './db/migrate.js';
import { openSecretBox } from './secret-box.js';
import { seedBase } from './seed/base.js';
import { prepareDatabase } from './startup.js';

const name = `bo_start_${randomBytes(6).toString('hex')}`;
const pools: Db[] = [];
afterAll(async () => {
  await Promise.all(pools.map((db) => db.$client.end()));
  await adminQuery(`drop database if exists ${name} with (force)`);
});

it('of three processes starting together on an empty database, one seeds it and none fails', async () => {
  await adminQuery(`create database ${name}`);
  // Three processes: a pool each, reaching the database as the application does (the pooler in that run).
  for (let i = 0; i < 3; i++) pools.push(connect(appDatabaseUrl(name), 3));
  await migrateDb(pools[0]);
  const config = loadConfig({ NODE_ENV: 'test', SECRET_KEY: randomBytes(32).toString('hex') });
  const secrets = openSecretBox(config);
  let seeded = 0;
  const seed = async (db: Db) => {
    seeded++;
    await seedBase(db, 'admin123');
    // Long enough for the others to find the database still empty, were they not waiting.
    await new Promise((resolve) => setTimeout(resolve, 300));
  };
  const logs: string[][] = [[], [], []];
  const results = await Promise.allSettled(
    pools.map((db, i) => prepareDatabase(db, { config, secrets, log: (m) => logs[i].push(m), seed })),
  );
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
  expect(seeded).toBe(1);
  expect(logs.flat().filter((m) => m.startsWith('Empty database'))).toHaveLength(1);
  const { rows } = await pools[1].$client.query(`select gscode from branches order by gscode`);
  expect(rows.map((r) => r.gscode)).toEqual(['000', '001', '002']);
});
