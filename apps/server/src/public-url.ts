import os from 'node:os';
import type { Config } from './config.js';

/**
 * The console's address as people reach it (PUBLIC_URL), for every absolute link the server
 * builds (the QR-code sign-in link today). Never taken from a request's Host, X-Forwarded-Host or
 * Origin header: a forged header would otherwise make the server hand out a link to another site.
 * Without PUBLIC_URL: http://HOST:PORT, with a wildcard HOST (0.0.0.0, ::) replaced by this
 * machine's first non-internal IPv4 address (else 127.0.0.1). No trailing slash.
 */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const wildcard = ['0.0.0.0', '::', '[::]', ''].includes(config.HOST);
  const host = wildcard ? firstAddress() : config.HOST;
  const shown = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${shown}${config.PORT === 80 ? '' : `:${config.PORT}`}`;
}

function firstAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return '127.0.0.1';
}

/**
 * PUBLIC_URL as given, checked: an absolute http(s) address of the console, with an optional path
 * prefix, and nothing else (no user or password, no query, no fragment). Returns it without its
 * trailing slash, or the reason it is refused.
 */
export function checkPublicUrl(value: string): { url: string } | { error: string } {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return { error: 'must be an absolute http(s) address such as https://console.example.com' };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return { error: 'must start with http:// or https://' };
  if (u.username || u.password) return { error: 'must not carry a user name or password' };
  if (u.search || value.includes('?')) return { error: 'must not carry a query (?…)' };
  if (u.hash || value.includes('#')) return { error: 'must not carry a fragment (#…)' };
  if (/\s/.test(value)) return { error: 'must not contain spaces' };
  // The URL parser quietly rewrites what it does not like (backslashes, dot segments): refuse instead.
  const path = u.pathname.replace(/\/+$/, '');
  const given = value.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\/+$/, '');
  if (path !== given) return { error: 'must have a plain path prefix (letters, digits, - _ . ~ and /)' };
  if (path && !/^(\/[A-Za-z0-9._~-]+)+$/.test(path))
    return { error: 'must have a plain path prefix (letters, digits, - _ . ~ and /)' };
  if (/(^|\/)\.\.?(\/|$)/.test(path))
    return { error: 'must have a plain path prefix (letters, digits, - _ . ~ and /)' };
  return { url: `${u.origin}${path}` };
}
