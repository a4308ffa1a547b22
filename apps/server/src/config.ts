import path from 'node:path';
import { z } from 'zod';

/** Every setting is an environment variable, parsed once here (README "Configuration"). */
const int = (def: number, min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).default(def);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(8080, 0, 65535),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  /** Port of the embedded PostgreSQL; 0 picks a free one at each start. */
  PG_PORT: int(0, 0, 65535),
  DEMO_PASSWORD: z.string().min(6, 'must be at least 6 characters').default('admin123'),
  SEED: int(20260101, 0, 2 ** 31 - 1),
  SESSION_IDLE_MINUTES: int(120, 1, 60 * 24 * 30),
  SESSION_ABSOLUTE_HOURS: int(24, 1, 24 * 365),
  LOGIN_MAX_FAILURES: int(5, 1, 1000),
  LOGIN_WINDOW_MINUTES: int(15, 1, 24 * 60),
  /** Requests per minute per IP across the API (per process). */
  RATE_LIMIT_PER_MINUTE: int(1000, 1, 1_000_000),
  BODY_LIMIT_BYTES: int(1_048_576, 1024, 100 * 1_048_576),
  /** Customer code whose users see the platform dashboard (spec §6). */
  PLATFORM_GUESTCODE: z.string().min(1).default('P000'),
  DEFAULT_TIMEZONE: z.string().min(1).default('Asia/Shanghai'),
  /** Dashboard answers kept per process while exact (0 turns the cache off). */
  REPORT_CACHE_ENTRIES: int(1000, 0, 1_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve; empty = API only. */
  WEB_DIST: z.string().default(''),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}=${JSON.stringify(raw[String(i.path[0])] ?? '')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: parsed.data.DEFAULT_TIMEZONE });
  } catch {
    throw new ConfigError(`Invalid configuration:\n  DEFAULT_TIMEZONE=${parsed.data.DEFAULT_TIMEZONE}: not a known IANA time zone`);
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's directory.
  const base = env.INIT_CWD ?? process.cwd();
  return { ...parsed.data, dataDir: path.resolve(base, parsed.data.DATA_DIR) };
}
