import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectFirstScreen, firstScreenReady } from './first-screen';

/** Whether `p` has settled by now (after pending microtasks). */
async function settledYet(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the frame’s first draw waits for the first screen, briefly', () => {
  afterEach(() => {
    expectFirstScreen(Promise.resolve());
    vi.useRealTimers();
  });

  it('waits until what the address’s first screen needs has come', async () => {
    vi.useFakeTimers();
    let arrive!: () => void;
    expectFirstScreen(new Promise<void>((resolve) => (arrive = resolve)));
    const ready = firstScreenReady(1000);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settledYet(ready)).toBe(false);
    arrive();
    expect(await settledYet(ready)).toBe(true);
  });

  it('draws anyway once the wait is over (a slow call shows its own loading)', async () => {
    vi.useFakeTimers();
    expectFirstScreen(new Promise(() => undefined));
    const ready = firstScreenReady(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settledYet(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(ready)).toBe(true);
  });

  it('a failed early start does not hold the frame back nor break it', async () => {
    vi.useFakeTimers();
    expectFirstScreen(Promise.reject(new Error('chunk gone')));
    expect(await settledYet(firstScreenReady(1000))).toBe(true);
  });

  it('without an early start (the sign-in page, a forced password change) nothing is waited for', async () => {
    vi.useFakeTimers();
    expect(await settledYet(firstScreenReady(1000))).toBe(true);
  });
});
