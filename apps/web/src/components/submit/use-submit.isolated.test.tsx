import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { RefusalAlert } from './refusal-alert';
import { STALE_REREAD_WAIT_MS, useSubmit } from './use-submit';

vi.mock('../../lib/feedback', () => ({ showError: vi.fn() }));

/** A call the test answers when it likes. */
function later() {
  let settle!: { resolve: () => void; reject: (e: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('a submit', () => {
  it('is busy while the work runs, and not after', async () => {
    const { result } = renderHook(() => useSubmit());
    const call = later();
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run(() => call.promise);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      call.resolve();
      expect(await done).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.refusal).toBeNull();
  });

  it('shows no refusal for an ended session: the client has said so and is leaving for the sign-in page', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(async () => {
      expect(await result.current.run(() => Promise.reject(new ApiError('登录已失效', 200, 7)))).toBe(false);
    });
    expect(result.current.refusal).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it("keeps a refusal's message, and reads the list again only for a 409", async () => {
    const onStale = vi.fn();
    const { result } = renderHook(() => useSubmit({ onStale }));

    await act(async () => {
      expect(await result.current.run(() => Promise.reject(new ApiError('金额超过欠款', 400)))).toBe(false);
    });
    expect(result.current.refusal).toBe('金额超过欠款');
    expect(result.current.busy).toBe(false);
    expect(onStale).not.toHaveBeenCalled();

    await act(async () => {
      await result.current.run(() => Promise.reject(new ApiError('已被他人修改', 409)));
    });
    expect(result.current.refusal).toBe('已被他人修改');
    expect(onStale).toHaveBeenCalledTimes(1);

    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('网络错误')));
    });
    expect(result.current.refusal).toBe('网络错误');
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('after a 409 stays busy, with the refusal shown, until the list has been read again', async () => {
    const reread = later();
    const { result } = renderHook(() => useSubmit({ onStale: () => reread.promise }));
    let done!: Promise<boolean>;
    await act(async () => {
      done = result.current.run(() => Promise.reject(new ApiError('已被他人修改', 409)));
      await Promise.resolve();
    });
    expect(result.current.refusal).toBe('已被他人修改');
    expect(result.current.busy).toBe(true);
    await act(async () => {
      reread.reject(new Error('网络错误'));
      expect(await done).toBe(false);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.refusal).toBe('已被他人修改');
  });

  it('waits for a re-read that never answers no longer than STALE_REREAD_WAIT_MS', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useSubmit({ onStale: () => new Promise(() => {}) }));
      let done!: Promise<boolean>;
      await act(async () => {
        done = result.current.run(() => Promise.reject(new ApiError('已被他人修改', 409)));
        await vi.advanceTimersByTimeAsync(STALE_REREAD_WAIT_MS - 1);
      });
      expect(result.current.busy).toBe(true);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
        expect(await done).toBe(false);
      });
      expect(result.current.busy).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears an earlier refusal when the next try starts and when it succeeds', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(async () => {
      await result.current.run(() => Promise.reject(new ApiError('待审核', 409)));
    });
    expect(result.current.refusal).toBe('待审核');

    const call = later();
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run(() => call.promise);
    });
    expect(result.current.refusal).toBeNull();
    await act(async () => {
      call.resolve();
      await done;
    });
    expect(result.current.refusal).toBeNull();
    expect(result.current.busy).toBe(false);
  });
});

describe("a row's submit", () => {
  it('is busy with the row it runs for, and shows a refusal as a message', async () => {
    const { showError } = await import('../../lib/feedback');
    const shown = vi.mocked(showError);
    const { result } = renderHook(() => useSubmit({ show: 'message' }));
    const call = later();
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run(() => call.promise, 7);
    });
    expect(result.current.busyWith(7)).toBe(true);
    expect(result.current.busyWith(8)).toBe(false);
    await act(async () => {
      call.reject(new ApiError('已停用', 400));
      expect(await done).toBe(false);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.refusal).toBeNull();
    expect(shown).toHaveBeenCalledWith('已停用');
  });

  it('leaves a refusal the HTTP client has shown alone', async () => {
    const { showError } = await import('../../lib/feedback');
    vi.mocked(showError).mockClear();
    const { result } = renderHook(() => useSubmit({ show: 'by-call' }));
    await act(async () => {
      expect(await result.current.run(() => Promise.reject(new ApiError('网络错误', 500)))).toBe(false);
    });
    expect(result.current.refusal).toBeNull();
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('a refusal alert', () => {
  it("shows nothing without a refusal, else the text as an alert under the page's test id", () => {
    const { container, rerender } = render(<RefusalAlert text={null} testId="acc-dialog-error" />);
    expect(container.innerHTML).toBe('');
    rerender(<RefusalAlert text="已被他人修改" testId="acc-dialog-error" />);
    expect(screen.getByRole('alert').textContent).toContain('已被他人修改');
    expect(screen.getByTestId('acc-dialog-error').classList.contains('bo-dialog-alert')).toBe(true);
  });
});
