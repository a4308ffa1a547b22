import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadForChunk } from './chunk-errors';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('a chunk that fails to load (issue 8 #12)', () => {
  it("recognises the browsers' and Vite's messages, and nothing else", () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/index-abc.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true); // Firefox
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true); // Safari
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true); // Vite
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then leaves it to the message instead of looping', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadForChunk({ now: 1_000_000, storage, reload })).toBe(true);
    expect(storage.m.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    // The chunk fails again after the reload: no second reload, the page says so.
    expect(reloadForChunk({ now: 1_000_000 + 3_000, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A redeploy much later recovers by itself again.
    expect(reloadForChunk({ now: 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when sessionStorage cannot remember it', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(reloadForChunk({ storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
