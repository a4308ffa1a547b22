import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, logResponse, maskUrlSecrets, SLOW_REQUEST_MS } from './logging.js';

function levelOf(statusCode: number, elapsedTime: number): string {
  const calls: string[] = [];
  const log = Object.fromEntries(['debug', 'info', 'warn', 'error'].map((l) => [l, () => calls.push(l)]));
  void logResponse(
    { log, method: 'GET', url: '/api/x' } as unknown as FastifyRequest,
    { statusCode, elapsedTime } as FastifyReply,
  );
  expect(calls).toHaveLength(1);
  return calls[0];
}

describe('request logging', () => {
  it('logs successful requests at debug level unless slow, client errors at info, server errors at error', () => {
    expect(levelOf(200, 12)).toBe('debug');
    expect(levelOf(304, 3)).toBe('debug');
    expect(levelOf(200, SLOW_REQUEST_MS + 1)).toBe('warn');
    expect(levelOf(403, 20)).toBe('info');
    expect(levelOf(500, 20)).toBe('error');
  });

  it("never writes the desktop software's key or sign-in token from the address", () => {
    expect(maskUrlSecrets('/SoftLogin.ashx/get_LoginToken?key=bo_sk_secret&x=1')).toBe(
      '/SoftLogin.ashx/get_LoginToken?key=***&x=1',
    );
    expect(maskUrlSecrets('/softwarelogin?token=abc#x')).toBe('/softwarelogin?token=***#x');
    expect(maskUrlSecrets('/api/Order/List?monkey=1&page=2')).toBe('/api/Order/List?monkey=1&page=2');
  });

  it('writes readable lines on a terminal and JSON otherwise', () => {
    expect(loggerOptions({ LOG_LEVEL: 'info' }, true)).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions({ LOG_LEVEL: 'info' }, false)).toEqual({ level: 'info' });
  });
});
