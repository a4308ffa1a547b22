import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect } from './db/client.js';

/**
 * Prints the OpenAPI document (/docs/json) without a database or a listening server:
 * `npm run openapi -w apps/server > openapi.json` gives an integrator the document a tool reads
 * (the same one quality/openapi-lint.test.ts lints). Building the app connects to nothing; the
 * address below is never dialled.
 */
const unused = 'postgres://nobody@127.0.0.1:1/none';
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: unused, SECRET_KEY: '0'.repeat(64) });
const app = await buildApp({ db: connect(unused, 1), config, logger: false, listenUrl: unused });
const res = await app.inject({ method: 'GET', url: '/docs/json' });
process.stdout.write(`${JSON.stringify(res.json(), null, 2)}\n`);
process.exit(0);
