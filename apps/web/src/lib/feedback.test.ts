import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { onMessageWanted, setMessageApi, showError, showWarning } from './feedback';
import { PAINT_MS, useFakeTimersAndFrames } from '../test-fixtures';

describe('messages raised before the frame has its message engine', () => {
  afterEach(() => setMessageApi(null));

  it('wait, ask for the engine, and are shown once it is there, in order', () => {
    const wanted = vi.fn();
    const stop = onMessageWanted(wanted);
    void showWarning('Session ended', 'session-ended');
    showError('Server error');
    expect(wanted).toHaveBeenCalled();
    const warning = vi.fn();
    const error = vi.fn();
    setMessageApi({ warning, error } as unknown as MessageInstance);
    expect(warning).toHaveBeenCalledWith({ content: 'Session ended', key: 'session-ended' });
    expect(error).toHaveBeenCalledWith('Server error');
    // Shown once: a later engine does not show them again.
    setMessageApi(null);
    const again = vi.fn();
    setMessageApi({ warning: again, error: again } as unknown as MessageInstance);
    expect(again).not.toHaveBeenCalled();
    stop();
  });

  it('asks a frame that starts listening late, when a message is already waiting', () => {
    showError('Early');
    const wanted = vi.fn();
    const stop = onMessageWanted(wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
    stop();
    const error = vi.fn();
    setMessageApi({ error } as unknown as MessageInstance);
    expect(error).toHaveBeenCalledWith('Early');
  });
});

describe('a warning shown', () => {
  afterEach(() => setMessageApi(null));

  it('counts as shown once it has been painted, not when it is handed to the engine', async () => {
    useFakeTimersAndFrames();
    const warning = vi.fn();
    setMessageApi({ warning, error: vi.fn() } as unknown as MessageInstance);
    let shown = false;
    void showWarning('Session ended').then(() => (shown = true));
    expect(warning).toHaveBeenCalledWith('Session ended');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(PAINT_MS);
    expect(shown).toBe(true);
  });
});
