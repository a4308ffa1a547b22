import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { SESSION_EXPIRED_REDIRECT_MS } from '@bo/contract';
import { setMessageApi } from '../lib/feedback';
import { endSession } from './session-expiry';
import { PAINT_MS, useFakeTimersAndFrames } from '../test-fixtures';

describe('an ended session found before the frame has loaded', () => {
  afterEach(() => setMessageApi(null));

  it('keeps the page until the warning is on screen, then leaves 1.5 s later', async () => {
    useFakeTimersAndFrames();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    endSession('Session ended');
    // The frame's message engine arrives 3 s later (a slow connection): nothing left meanwhile.
    await vi.advanceTimersByTimeAsync(3000);
    expect(assign).not.toHaveBeenCalled();
    const warning = vi.fn();
    setMessageApi({ warning, error: vi.fn() } as unknown as MessageInstance);
    expect(warning).toHaveBeenCalledWith({ content: 'Session ended', key: 'session-ended' });
    // The 1.5 s count from the warning's paint, at most two frames later.
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PAINT_MS + 1);
    expect(assign).toHaveBeenCalledTimes(1);
    // The later fallback does not leave a second time.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
