import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({ INIT_CWD: '/srv/app' });
    expect(c).toMatchObject({ HOST: '127.0.0.1', PORT: 8080, DEMO_PASSWORD: 'admin123', SESSION_IDLE_MINUTES: 120, dataDir: '/srv/app/data' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names the variable and the rule of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty": must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL="mysql:\/\/x": must start with postgres:\/\//);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES="0": must be at least 1/);
    expect(() => loadConfig({ DEFAULT_TIMEZONE: 'Mars/Base' })).toThrow(/not a known IANA time zone/);
  });
});
