import { describe, expect, it } from 'vitest';
import { switchFailure } from './switch-failure';

const withReason = (lead: string) => (reason: string) => `${lead}${reason}`;

describe('switchFailure: one message for a failed switch', () => {
  it('keeps the server reason as it is when it already says switching failed', () => {
    expect(switchFailure('切换失败：管理员没有授权你切换到该账号', '切换失败', withReason('切换失败：'))).toBe(
      '切换失败：管理员没有授权你切换到该账号',
    );
    expect(
      switchFailure(
        'Switching failed: an administrator has not granted you that account',
        'Switching failed',
        withReason('Switching failed: '),
      ),
    ).toBe('Switching failed: an administrator has not granted you that account');
  });
  it('says switching failed before any other reason', () => {
    expect(switchFailure('服务器错误', '切换失败', withReason('切换失败：'))).toBe('切换失败：服务器错误');
    expect(switchFailure('Failed to connect to the server', 'Switching failed', withReason('Switching failed: '))).toBe(
      'Switching failed: Failed to connect to the server',
    );
  });
  it('says only that switching failed when there is no reason', () => {
    expect(switchFailure('', '切换失败', withReason('切换失败：'))).toBe('切换失败');
  });
});
