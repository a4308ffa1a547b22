import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenParts } from '../../lib/first-screen-parts';
import { filterFormPart } from './filter-form-part';
import type { FilterFormComponent } from './types';

const Form: FilterFormComponent = () => null;

/** A window as wide (or narrow) as asked: matchMedia answers the 800 px query. */
function windowOf(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: /max-width: 800px/.test(query) && width <= 800, media: query }) as MediaQueryList,
  );
}

/** Whether the promise has answered after the pending microtasks ran. */
async function answered(p: Promise<unknown>) {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

afterEach(() => vi.restoreAllMocks());

describe("a list's filter form", () => {
  it('on a wide window: its code is asked for with the page, and the first screen waits for it', async () => {
    windowOf(1280);
    let loaded!: (m: { default: FilterFormComponent }) => void;
    const load = vi.fn(() => new Promise<{ default: FilterFormComponent }>((r) => (loaded = r)));
    filterFormPart(load);
    expect(load).toHaveBeenCalledOnce();
    const firstScreen = firstScreenParts();
    expect(await answered(firstScreen)).toBe(false);
    loaded({ default: Form });
    expect(await answered(firstScreen)).toBe(true);
  });

  it('a failed load does not hold the first screen: the form shows its own error where it stands', async () => {
    windowOf(1280);
    filterFormPart(() => Promise.reject(new Error('chunk gone')));
    expect(await answered(firstScreenParts())).toBe(true);
  });

  it('at 800 px: the form waits in its drawer, nothing is asked for, the first screen does not wait', async () => {
    windowOf(800);
    const load = vi.fn(() => new Promise<{ default: FilterFormComponent }>(() => undefined));
    filterFormPart(load);
    expect(load).not.toHaveBeenCalled();
    expect(await answered(firstScreenParts())).toBe(true);
  });
});
