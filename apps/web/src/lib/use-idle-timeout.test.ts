import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ACTIVITY_KEY, useIdleTimeout } from './use-idle-timeout';

describe('useIdleTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.removeItem(ACTIVITY_KEY);
  });

  it('calls back once the console has not been used for the minutes given', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(2, onIdle));
    vi.advanceTimersByTime(60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(61_000);
    expect(onIdle).toHaveBeenCalled();
  });

  it('starts again at every key or pointer, and at a use in another tab', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(2, onIdle));
    vi.advanceTimersByTime(100_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(100_000);
    expect(onIdle).not.toHaveBeenCalled();
    // Another tab was used just now (it wrote the shared key).
    localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(100_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalled();
  });

  it('never calls back for 0 minutes, nor after it is gone', () => {
    const onIdle = vi.fn();
    const { rerender, unmount } = renderHook(({ m }) => useIdleTimeout(m, onIdle), { initialProps: { m: 0 } });
    vi.advanceTimersByTime(3_600_000);
    rerender({ m: 1 });
    unmount();
    vi.advanceTimersByTime(3_600_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
