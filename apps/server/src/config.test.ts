import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({ INIT_CWD: '/srv/app' });
    expect(c).toMatchObject({ HOST: '127.0.0.1', PORT: 8080, DEMO_PASSWORD: 'admin123', SESSION_IDLE_MINUTES: 120, dataDir: '/srv/app/data' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.UPLOAD_MAX_BYTES).toBe(20 * 1024 * 1024);
  });

  it('bounds the upload cap between 1 MiB and 100 MiB', () => {
    expect(loadConfig({ UPLOAD_MAX_BYTES: '52428800' }).UPLOAD_MAX_BYTES).toBe(52_428_800);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '1000' })).toThrow(/UPLOAD_MAX_BYTES="1000": must be at least 1048576/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: String(200 * 1024 * 1024) })).toThrow(/UPLOAD_MAX_BYTES="209715200": must be at most 104857600/);
  });

  it('names the variable and the rule of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty": must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL="mysql:\/\/x": must start with postgres:\/\//);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES="0": must be at least 1/);
    expect(() => loadConfig({ DEFAULT_TIMEZONE: 'Mars/Base' })).toThrow(/not a known IANA time zone/);
  });
});
