import { describe, expect, it } from 'vitest';
import type { WechatSettings } from '@bo/contract';
import { bodyOf, isChanged, testBodyOf, valuesOf } from './form-values';

const state = (set: boolean) => ({ set, changedAt: set ? '2026-11-01T02:00:00.000Z' : null });
const settings: WechatSettings = {
  officialAccount: { appId: 'wx0123456789abcdef', appSecret: state(true), token: state(true), aesKey: state(false) },
  templates: {
    orderPlaced: 'tpl-1',
    paymentReceived: '',
    orderShipped: '',
    orderCompleted: '',
    orderCancelled: '',
    refundIssued: '',
    creditApproved: '',
    creditRejected: '',
  },
  miniProgram: { appId: '', appSecret: state(false) },
  version: 3,
  updatedBy: 'admin',
  updatedAt: '2026-11-01T02:00:00.000Z',
};

describe('the WeChat settings form', () => {
  it('sends every secret as kept when nothing was touched, and is then unchanged', () => {
    const v = valuesOf(settings);
    const body = bodyOf(v, settings.version);
    expect(body).toMatchObject({
      version: 3,
      officialAccount: {
        appId: 'wx0123456789abcdef',
        appSecret: { op: 'keep' },
        token: { op: 'keep' },
        aesKey: { op: 'keep' },
      },
      miniProgram: { appId: '', appSecret: { op: 'keep' } },
    });
    expect(body.templates.orderPlaced).toBe('tpl-1');
    expect(isChanged(v, settings)).toBe(false);
  });

  it('sends a replaced secret, a cleared one, and a Replace left empty as kept', () => {
    const v = valuesOf(settings);
    v.oaSecret = { op: 'set', value: ' ffffeeeeddddccccbbbbaaaa99998888 ' };
    v.oaToken = { op: 'clear', value: '' };
    v.mpSecret = { op: 'set', value: '' };
    const body = bodyOf(v, 3);
    expect(body.officialAccount.appSecret).toEqual({ op: 'set', value: 'ffffeeeeddddccccbbbbaaaa99998888' });
    expect(body.officialAccount.token).toEqual({ op: 'clear' });
    expect(body.miniProgram.appSecret).toEqual({ op: 'keep' });
    expect(isChanged(v, settings)).toBe(true);
  });

  it('counts a template id or an AppID changed, but not spaces around one', () => {
    const v = valuesOf(settings);
    v.templates.orderPlaced = ' tpl-1 ';
    expect(isChanged(v, settings)).toBe(false);
    v.mpAppId = 'wxfedcba9876543210';
    expect(isChanged(v, settings)).toBe(true);
  });

  it('tests with the saved secret unless a new one is typed, and not after Clear or without an AppID', () => {
    expect(testBodyOf('officialAccount', 'wx0123456789abcdef', { op: 'keep', value: '' })).toEqual({
      target: 'officialAccount',
      appId: 'wx0123456789abcdef',
      appSecret: { op: 'keep' },
    });
    expect(testBodyOf('miniProgram', ' wxfedcba9876543210 ', { op: 'set', value: 'ab' })).toEqual({
      target: 'miniProgram',
      appId: 'wxfedcba9876543210',
      appSecret: { op: 'set', value: 'ab' },
    });
    expect(testBodyOf('officialAccount', 'wx0123456789abcdef', { op: 'clear', value: '' })).toBeNull();
    expect(testBodyOf('officialAccount', '', { op: 'keep', value: '' })).toBeNull();
  });
});
