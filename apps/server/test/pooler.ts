import pg from 'pg';

/**
 * The pooler run (TEST_POOLER_URL): the application under test reaches PostgreSQL through a
 * transaction-mode pooler (pgbouncer), while administrative work (create/drop database from the
 * template) stays on TEST_DATABASE_URL, because CREATE DATABASE … TEMPLATE needs a template no
 * one is connected to, and a pooler keeps its server connections open.
 */
export const poolerUrl = (): string | undefined => process.env.TEST_POOLER_URL || undefined;

/** `base` with its database replaced by `name`. */
export function withDatabase(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function backend(url: string): Promise<{ pid: number; port: number }> {
  const c = new pg.Client({ connectionString: url, application_name: 'backoffice-pooler-check' });
  await c.connect();
  try {
    const { rows } = await c.query(`select pg_backend_pid() as pid, current_setting('port')::int as port`);
    return rows[0];
  } finally {
    await c.end();
  }
}

/**
 * Proves that `url` is a transaction-mode (or statement-mode) pooler in front of `serverUrl`'s
 * PostgreSQL, or throws saying what it is instead:
 * - the PostgreSQL it reaches listens on another port than the one `url` names (something is in between);
 * - two client connections opened one after the other are served by the same PostgreSQL backend,
 *   which a direct connection or a session-mode pooler never does while the first is open.
 */
export async function assertTransactionPooler(url: string, serverUrl: string): Promise<void> {
  const direct = await backend(serverUrl);
  const poolerPort = Number(new URL(url).port || 5432);
  const first = await backend(url);
  if (first.port === poolerPort) {
    throw new Error(
      `TEST_POOLER_URL (${url}) reaches PostgreSQL directly (it listens on ${poolerPort}), not through a pooler.`,
    );
  }
  if (first.port !== direct.port) {
    throw new Error(
      `TEST_POOLER_URL reaches the PostgreSQL on port ${first.port}, TEST_DATABASE_URL the one on ${direct.port}: they must be the same server.`,
    );
  }
  const a = new pg.Client({ connectionString: url });
  const b = new pg.Client({ connectionString: url });
  await a.connect();
  await b.connect();
  try {
    for (let i = 0; i < 10; i++) {
      const pa = (await a.query('select pg_backend_pid() as pid')).rows[0].pid;
      const pb = (await b.query('select pg_backend_pid() as pid')).rows[0].pid;
      if (pa === pb) return;
    }
  } finally {
    await a.end();
    await b.end();
  }
  throw new Error(
    `TEST_POOLER_URL (${url}) gives every client connection its own PostgreSQL backend: it is not a ` +
      'transaction-mode pooler (pgbouncer needs pool_mode = transaction).',
  );
}
