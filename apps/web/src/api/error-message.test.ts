import { describe, expect, it } from 'vitest';
import { httpStatusMessages } from '@bo/contract';
import { describeFailure } from './error-message';

describe('describeFailure (spec §8)', () => {
  it('shows the HTTP status message of the catalogue in both languages', () => {
    for (const status of [400, 401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505] as const) {
      expect(describeFailure('cn', { status }).message).toBe(httpStatusMessages.cn[status]);
      expect(describeFailure('en', { status }).message).toBe(httpStatusMessages.en[status]);
    }
    expect(describeFailure('en', { status: 404 })).toEqual({
      message: 'Resource not found',
      show: true,
      sessionExpired: false,
    });
  });
  it('names the code of a status outside the catalogue', () => {
    expect(describeFailure('cn', { status: 418 }).message).toBe('连接错误 418');
    expect(describeFailure('en', { status: 418 }).message).toBe('Connection error 418');
  });
  it('shows the server message of code 8', () => {
    expect(describeFailure('en', { status: 400, body: { code: 8, msg: 'Account is required' } }).message).toBe(
      'Account is required',
    );
    expect(describeFailure('cn', { status: 200, body: { code: 8, msg: '账号或密码错误' } }).message).toBe(
      '账号或密码错误',
    );
  });
  it('falls back to the status message when code 8 has no text', () => {
    expect(describeFailure('en', { status: 403, body: { code: 8, msg: '' } }).message).toBe('Access denied');
  });
  it('marks code 7 as an expired session', () => {
    const f = describeFailure('en', { status: 401, body: { code: 7, msg: 'Session expired' } });
    expect(f).toEqual({ message: 'Session expired', show: true, sessionExpired: true });
    expect(describeFailure('cn', { status: 401, body: { code: 7 } }).message).toBe(httpStatusMessages.cn[401]);
  });
  it('logs but does not show "no response" and cancellations', () => {
    expect(describeFailure('en', {})).toEqual({
      message: 'Failed to connect to the server',
      show: false,
      sessionExpired: false,
    });
    expect(describeFailure('cn', { cancelled: true })).toEqual({
      message: '操作已取消',
      show: false,
      sessionExpired: false,
    });
  });
});
