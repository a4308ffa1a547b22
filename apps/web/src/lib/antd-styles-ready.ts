/**
 * antd's first-screen stylesheet (apps/web/antd-first-screen-styles.ts, named by the meta
 * `bo-antd-styles` of index.html): resolves once it has loaded or failed, at once when there is
 * none (`vite dev`, the unit tests). public/boot.js asks for it on a signed-in address beside the
 * entry; after a sign-in in this tab it is asked for here. antd reads which styles the file holds
 * the first time one of its components draws, so the frame waits for it: drawn before, every
 * component would work out and insert its own styles again (the same look, only slower).
 */
export function antdStylesReady(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-antd-styles]') ?? askForStyles();
  if (!link || link.sheet || link.hasAttribute('data-failed')) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** As boot.js does: first in the head, so the console's own CSS still comes after antd's. */
function askForStyles(): HTMLLinkElement | null {
  const href = document.querySelector('meta[name="bo-antd-styles"]')?.getAttribute('content');
  if (!href) return null;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute('data-antd-styles', '');
  link.addEventListener('error', () => link.setAttribute('data-failed', ''), { once: true });
  document.head.insertBefore(link, document.head.firstChild);
  return link;
}
