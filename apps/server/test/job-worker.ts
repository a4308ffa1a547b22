/**
 * A server process that only runs jobs, on DATABASE_URL: the process crash.test.ts kills with
 * SIGKILL in the middle of a job. It says "ready" once looking, then "claimed <id>" per job it takes.
 */
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/client.js';
import { ExportGate } from '../src/modules/export/gate.js';
import { JobRunner } from '../src/modules/jobs/public.js';
import { Reads } from '../src/plugins/reads.js';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...process.env });
const db = connect(config.DATABASE_URL!, 5);
const gate = new ExportGate(db, {
  perAccount: config.EXPORTS_PER_ACCOUNT,
  perBranch: config.EXPORTS_PER_BRANCH,
  connections: config.EXPORT_CONNECTIONS,
  stallMs: config.EXPORT_STALL_SECONDS * 1000,
});
const say = (line: string) => process.stdout.write(`${line}\n`);
const runner = new JobRunner(db, gate, new Reads(db, undefined), config, {
  info: (o, m) => say(`${m} ${JSON.stringify(o)}`),
  warn: (o, m) => say(`${m} ${JSON.stringify(o)}`),
  error: (o, m) => say(`${m} ${JSON.stringify(o)}`),
});
runner.start();
say('ready');
