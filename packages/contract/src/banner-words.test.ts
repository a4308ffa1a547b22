import { describe, expect, it } from 'vitest';
import { bannerAspectOff } from './banner-words.js';

describe("an image's aspect against its slot", () => {
  it('warns only when the shape is far from the slot', () => {
    expect(bannerAspectOff('pc', 1920, 500)).toBe(false);
    expect(bannerAspectOff('pc', 1600, 450)).toBe(false);
    expect(bannerAspectOff('pc', 800, 800)).toBe(true);
    expect(bannerAspectOff('ad', 750, 300)).toBe(false);
    expect(bannerAspectOff('wxapp', 1920, 500)).toBe(true);
    expect(bannerAspectOff('wxapp', 0, 0)).toBe(false);
  });
});
