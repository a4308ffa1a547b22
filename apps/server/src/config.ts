import path from 'node:path';
import { z } from 'zod';
import { checkPublicUrl } from './public-url.js';

/** Every setting is an environment variable, parsed once here (docs/configuration.md). */
const int = (def: number, min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(def);

const KEY_RULE = 'must be 32 random bytes as 64 hex digits or as base64 (e.g. the output of: openssl rand -base64 32)';

/** A secret key as given (64 hex digits, or base64 / base64url of 32 bytes), or null when it is neither. */
export function keyBytes(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(v) || /^[A-Za-z0-9_-]{43}$/.test(v)) {
    const b = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (b.length === 32) return b;
  }
  return null;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(8080, 0, 65535),
  /**
   * The console's address as people reach it (https://console.example.com, optionally with a path
   * prefix), used for every absolute link the server builds (the QR-code sign-in link); never a
   * request's Host header. Empty: http://HOST:PORT. Checked in loadConfig (public-url.ts).
   */
  PUBLIC_URL: z.string().optional(),
  /**
   * The key that encrypts stored secrets (WeChat AppSecrets, Token, EncodingAESKey): 32 random
   * bytes as 64 hex digits or base64. Empty: the key file DATA_DIR/secret.key, created on the first
   * start (secret-box.ts). The same on every process sharing the database.
   */
  SECRET_KEY: z
    .string()
    .refine((v) => keyBytes(v) !== null, KEY_RULE)
    .optional(),
  /** The key before a rotation: secrets still under it are re-encrypted with SECRET_KEY at start. */
  SECRET_KEY_PREVIOUS: z
    .string()
    .refine((v) => keyBytes(v) !== null, KEY_RULE)
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  /**
   * Where each process LISTENs for pushed events (new messages, orders, grants): a direct connection
   * to the same database. Needed when DATABASE_URL goes through a transaction-mode pooler such as
   * pgbouncer, which cannot keep a LISTEN; by default DATABASE_URL (or the embedded PostgreSQL).
   */
  PUSH_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  /**
   * A streaming hot standby of the same database (issue 38 #4): lists, dashboards and exports read
   * from it, except a reader whose own write it has not replayed yet (db/replica.ts). Unset: every
   * read goes to DATABASE_URL.
   */
  READ_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  /** Seconds the replica may be behind the primary; further behind (or unreachable), every read goes to the primary. */
  READ_MAX_LAG_SECONDS: int(10, 1, 3600),
  /** Seconds between an open push stream's keep-alives, each re-checking its session (below a proxy's idle time-out). */
  PUSH_HEARTBEAT_SECONDS: int(25, 1, 300),
  /**
   * Seconds after which the server closes a push stream; the console reconnects at once (and
   * refreshes what it shows). Long-lived connections move between processes behind a load
   * balancer, and the stream's session (role, marks) is read afresh. 0 closes each stream right
   * after its first event (for tools that call every API and wait for each answer to end).
   */
  PUSH_STREAM_MAX_SECONDS: int(3600, 0, 86_400),
  /**
   * Seconds a stopping process (SIGTERM, SIGINT) goes on answering after /readyz turned 503, so a
   * balancer checking it stops sending calls first (deploy/haproxy.cfg: 2 checks, 1 s apart).
   */
  STOP_DRAIN_SECONDS: int(0, 0, 300),
  /** Seconds a stopping process waits for calls in flight (and exports) before cutting them off. */
  STOP_TIMEOUT_SECONDS: int(30, 1, 3600),
  /** Port of the embedded PostgreSQL; 0 picks a free one at each start. */
  PG_PORT: int(0, 0, 65535),
  DEMO_PASSWORD: z.string().min(6, 'must be at least 6 characters').default('admin123'),
  SEED: int(20260101, 0, 2 ** 31 - 1),
  SESSION_IDLE_MINUTES: int(120, 1, 60 * 24 * 30),
  SESSION_ABSOLUTE_HOURS: int(24, 1, 24 * 365),
  LOGIN_MAX_FAILURES: int(5, 1, 1000),
  LOGIN_WINDOW_MINUTES: int(15, 1, 24 * 60),
  /** API calls per minute per signed-in user, over every process together; static files do not count. */
  RATE_LIMIT_PER_MINUTE: int(1000, 1, 1_000_000),
  /** Calls per minute per client address without a valid session: sign-in, expired or forged sessions. */
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: int(300, 1, 1_000_000),
  /**
   * Which proxies to believe about the client's address and protocol (X-Forwarded-For/-Proto):
   * empty (none: the connection's address counts), a hop count, or comma-separated addresses/CIDRs
   * of the proxies. Never believe forwarded headers from anyone else: they would let a client
   * choose its own address for the logs and throttles.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d+|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/,
      'must be a hop count or comma-separated proxy addresses/CIDRs',
    )
    .optional(),
  BODY_LIMIT_BYTES: int(1_048_576, 1024, 100 * 1_048_576),
  /**
   * The largest file an upload may carry, whatever a branch's setting (1 MiB … 100 MiB; the
   * request is read into memory up to this). A branch's own limit (system settings) is at most this.
   */
  UPLOAD_MAX_BYTES: int(20 * 1_048_576, 1_048_576, 100 * 1_048_576),
  /** The largest backup file an upload may bring (streamed into the database, never held in memory). */
  BACKUP_UPLOAD_MAX_BYTES: int(8 * 1024 * 1_048_576, 1_048_576, 1024 * 1024 * 1_048_576),
  /** Customer code whose users see the platform dashboard (spec §6). */
  PLATFORM_GUESTCODE: z.string().min(1).default('P000'),
  DEFAULT_TIMEZONE: z.string().min(1).default('Asia/Shanghai'),
  /** Dashboard answers kept per process while exact (0 turns the cache off). */
  REPORT_CACHE_ENTRIES: int(1000, 0, 1_000_000),
  /** Days sign-in and operation-log rows are kept; older ones are purged at start and daily. */
  LOG_RETENTION_DAYS: int(180, 1, 3650),
  /** Seconds between a server process's reports of itself for the server page (0: none). */
  SERVER_REPORT_SECONDS: int(5, 0, 3600),
  /**
   * WeChat's official account API (https://api.weixin.qq.com in production). Empty: the demo's
   * stand-in, started in the server process, which knows the shop accounts signed in through WeChat.
   */
  WECHAT_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) address')
    .optional(),
  /** Milliseconds to wait for one WeChat answer before giving up. */
  WECHAT_TIMEOUT_MS: int(10_000, 100, 120_000),
  /** Exports running at once per account and per branch, over every server process (issue 33 #2). */
  EXPORTS_PER_ACCOUNT: int(2, 1, 100),
  EXPORTS_PER_BRANCH: int(4, 1, 1000),
  /** Database connections this process gives exports, apart from the calls' pool. */
  EXPORT_CONNECTIONS: int(6, 1, 200),
  /** An export whose reader has read nothing for this long ends and frees its connection. */
  EXPORT_STALL_SECONDS: int(30, 1, 3600),
  /** Days a finished job (issue 40), its file and an import's uploaded sheet are kept, then deleted. */
  JOB_RETENTION_DAYS: int(7, 1, 365),
  /** Jobs this process runs at once (0: it runs none and only answers calls). */
  JOB_WORKERS: int(2, 0, 32),
  /** Jobs one account may have queued or running at once; the next Start is refused (429). */
  JOBS_OPEN_PER_ACCOUNT: int(10, 1, 1_000_000),
  /**
   * A running job's lease: its process renews it every quarter of this; a job whose lease ran out
   * (its process died) is taken over by the next look of any process, so within this and 2 s.
   */
  JOB_LEASE_SECONDS: int(20, 2, 600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve; empty = API only. */
  WEB_DIST: z.string().default(''),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

/** TRUST_PROXY as Fastify's trustProxy option: false, the first n hops, or the proxies' addresses. */
export function trustProxyOf(
  config: Pick<Config, 'TRUST_PROXY'>,
): false | string[] | ((address: string, hop: number) => boolean) {
  const v = config.TRUST_PROXY?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v.split(',').map((a) => a.trim());
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    // A secret key is never repeated in the message (it would end up in a log).
    const shown = (k: string) => (k.startsWith('SECRET_KEY') ? '(hidden)' : JSON.stringify(raw[k] ?? ''));
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}=${shown(String(i.path[0]))}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: parsed.data.DEFAULT_TIMEZONE });
  } catch {
    throw new ConfigError(
      `Invalid configuration:\n  DEFAULT_TIMEZONE=${parsed.data.DEFAULT_TIMEZONE}: not a known IANA time zone`,
    );
  }
  if (parsed.data.PUBLIC_URL !== undefined) {
    const checked = checkPublicUrl(parsed.data.PUBLIC_URL);
    if ('error' in checked)
      throw new ConfigError(
        `Invalid configuration:\n  PUBLIC_URL=${JSON.stringify(parsed.data.PUBLIC_URL)}: ${checked.error}`,
      );
    parsed.data.PUBLIC_URL = checked.url;
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's directory.
  const base = env.INIT_CWD ?? process.cwd();
  return { ...parsed.data, dataDir: path.resolve(base, parsed.data.DATA_DIR) };
}
