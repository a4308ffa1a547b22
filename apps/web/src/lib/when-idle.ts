/** Runs `fn` after the first paint, when the browser is idle (or at the latest after 2 s). Returns a cancel. */
export function whenIdle(fn: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/**
 * Runs `fn` once the browser has painted what is on screen now and then has an idle moment (at
 * the latest `timeout` ms after that paint). Returns a cancel.
 */
export function afterPaintThenIdle(fn: () => void, timeout = 1000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  // The task queued from a frame callback runs after that frame has been painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(fn, { timeout });
      else fn();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
