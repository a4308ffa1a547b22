import { describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_REDIRECT_MS } from '@bo/contract';
import { endSession } from './session-expiry';

describe('an ended session when the frame never loads', () => {
  it('still leaves for /login, a few seconds later', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    endSession('Session ended');
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6000);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
  });
});
