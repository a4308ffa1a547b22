import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { publicUrl } from './public-url.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({ INIT_CWD: '/srv/app' });
    expect(c).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      DEMO_PASSWORD: 'admin123',
      SESSION_IDLE_MINUTES: 120,
      dataDir: '/srv/app/data',
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.UPLOAD_MAX_BYTES).toBe(20 * 1024 * 1024);
  });

  it('bounds the upload cap between 1 MiB and 100 MiB', () => {
    expect(loadConfig({ UPLOAD_MAX_BYTES: '52428800' }).UPLOAD_MAX_BYTES).toBe(52_428_800);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '1000' })).toThrow(/UPLOAD_MAX_BYTES="1000": must be at least 1048576/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: String(200 * 1024 * 1024) })).toThrow(
      /UPLOAD_MAX_BYTES="209715200": must be at most 104857600/,
    );
  });

  it('names the variable and the rule of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty": must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL="mysql:\/\/x": must start with postgres:\/\//,
    );
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES="0": must be at least 1/);
    expect(() => loadConfig({ DEFAULT_TIMEZONE: 'Mars/Base' })).toThrow(/not a known IANA time zone/);
  });
});

describe('PUBLIC_URL', () => {
  it('takes an http(s) origin, with or without a path prefix, without its trailing slash', () => {
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com' }).PUBLIC_URL).toBe('https://console.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://Console.Example.com:8443/' }).PUBLIC_URL).toBe(
      'https://console.example.com:8443',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080/admin/bo/' }).PUBLIC_URL).toBe(
      'http://10.0.0.5:8080/admin/bo',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://[::1]:8443' }).PUBLIC_URL).toBe('https://[::1]:8443');
  });

  it("is the links' address; without it http://HOST:PORT (a wildcard HOST: an address of this machine)", () => {
    expect(publicUrl(loadConfig({ PUBLIC_URL: 'https://console.example.com/bo/' }))).toBe(
      'https://console.example.com/bo',
    );
    expect(publicUrl(loadConfig({}))).toBe('http://127.0.0.1:8080');
    expect(publicUrl(loadConfig({ HOST: 'console.lan', PORT: '80' }))).toBe('http://console.lan');
    expect(publicUrl(loadConfig({ HOST: '::1', PORT: '9000' }))).toBe('http://[::1]:9000');
    expect(publicUrl(loadConfig({ HOST: '0.0.0.0' }))).toMatch(/^http:\/\/\d+\.\d+\.\d+\.\d+:8080$/);
  });

  it('stops the start with the rule for anything else', () => {
    const cases: [string, RegExp][] = [
      ['console.example.com', /absolute http\(s\) address/],
      ['/admin', /absolute http\(s\) address/],
      ['ftp://console.example.com', /http:\/\/ or https:\/\//],
      ['javascript:alert(1)', /http:\/\/ or https:\/\//],
      ['https://user:pw@console.example.com', /user name or password/],
      ['https://console.example.com/?next=evil', /query/],
      ['https://console.example.com/#x', /fragment/],
      ['https://console.example.com/a b', /spaces|plain path/],
      ['https://console.example.com/a/../b', /plain path prefix/],
      ['https://console.example.com\\evil.com', /plain path prefix/],
      ['https://console.example.com/%2e%2e', /plain path prefix/],
    ];
    for (const [value, rule] of cases) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(rule);
    }
  });
});

describe('SECRET_KEY', () => {
  it('takes 32 bytes as hex or base64 and refuses anything else without repeating it', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ SECRET_KEY: hex }).SECRET_KEY).toBe(hex);
    expect(loadConfig({ SECRET_KEY: Buffer.alloc(32, 7).toString('base64') }).SECRET_KEY).toBeDefined();
    expect(
      loadConfig({ SECRET_KEY_PREVIOUS: Buffer.alloc(32, 9).toString('base64url') }).SECRET_KEY_PREVIOUS,
    ).toBeDefined();
    for (const bad of ['correct horse battery staple', 'ab'.repeat(31), Buffer.alloc(16).toString('base64')]) {
      expect(() => loadConfig({ SECRET_KEY: bad })).toThrow(/SECRET_KEY=\(hidden\): must be 32 random bytes/);
      let message = '';
      try {
        loadConfig({ SECRET_KEY: bad });
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).not.toContain(bad);
    }
  });
});
