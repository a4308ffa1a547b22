import { beforeEach, describe, expect, it } from 'vitest';
import { antdStylesReady } from './antd-styles-ready';

/** Whether the promise has settled once the queued callbacks have run. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

// The window is shared with other test files (docs/decisions/0159-web-tests-share-their-modules.md).
beforeEach(() => {
  document.head.innerHTML = '';
});

describe('antdStylesReady', () => {
  it('resolves at once when index.html names no stylesheet (vite dev, tests)', async () => {
    expect(await settled(antdStylesReady())).toBe(true);
    expect(document.querySelector('link')).toBeNull();
  });

  it('waits for the stylesheet boot.js asked for, until it loads', async () => {
    document.head.innerHTML = '<title>x</title><link rel="stylesheet" data-antd-styles>';
    const link = document.querySelector('link')!;
    const ready = antdStylesReady();
    expect(await settled(ready)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);
  });

  it('does not wait for a stylesheet that failed, before or after it is asked', async () => {
    document.head.innerHTML = '<link rel="stylesheet" data-antd-styles data-failed>';
    expect(await settled(antdStylesReady())).toBe(true);
    document.head.innerHTML = '<link rel="stylesheet" data-antd-styles>';
    const ready = antdStylesReady();
    document.querySelector('link')!.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
  });

  it('after a sign-in in this tab, asks for the stylesheet itself, first in the head, once', async () => {
    document.head.innerHTML = '<title>x</title><meta name="bo-antd-styles" content="/assets/antd-first-screen-x.css">';
    const ready = antdStylesReady();
    const link = document.head.firstElementChild as HTMLLinkElement;
    expect(link.matches('link[rel=stylesheet][data-antd-styles]')).toBe(true);
    expect(link.getAttribute('href')).toBe('/assets/antd-first-screen-x.css');
    void antdStylesReady();
    expect(document.querySelectorAll('link[data-antd-styles]')).toHaveLength(1);
    link.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);
  });
});
