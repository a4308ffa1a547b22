import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The themed antd message API, handed over by the frame (layout/message-host.tsx), so that plain
 * modules (the HTTP client) can show messages in the current theme and language. The frame
 * loads antd's message engine after its first paint; a message raised before (a call the route
 * loader started while the frame's code was still loading, e.g. the code 7 of an ended session)
 * asks for it at once (`onMessageWanted`), waits, and is shown as soon as it is there.
 */
let api: MessageInstance | null = null;
let waiting: ((a: MessageInstance) => void)[] = [];
let wanted: (() => void) | null = null;

/** The frame listens: a message is waiting for the engine. Returns the unsubscribe. */
export function onMessageWanted(listener: () => void): () => void {
  wanted = listener;
  if (waiting.length) listener();
  return () => {
    if (wanted === listener) wanted = null;
  };
}

export function setMessageApi(next: MessageInstance | null): void {
  api = next;
  if (!api) return;
  const shown = waiting;
  waiting = [];
  for (const show of shown) show(api);
}

/**
 * Resolves once the message has been painted: two frames after it is handed to the engine (the
 * engine draws it on its next render; on a busy phone that can take a while, and a caller that
 * leaves the page a set time after the warning must not take it away before it was seen).
 */
function show(fn: (a: MessageInstance) => void): Promise<void> {
  if (api) {
    fn(api);
    return afterPaint();
  }
  const shown = new Promise<void>((resolve) => {
    if (waiting.length < 20) waiting.push((a) => (fn(a), void afterPaint().then(resolve)));
  });
  wanted?.();
  return shown;
}

const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

export function showError(text: string): void {
  void show((a) => void a.error(text));
}

/** `key`: a second warning with the same key replaces the first instead of stacking under it. */
export function showWarning(text: string, key?: string): Promise<void> {
  return show((a) => void a.warning(key ? { content: text, key } : text));
}

export function showInfo(text: string): void {
  void show((a) => void a.info(text));
}

export function showSuccess(text: string): void {
  void show((a) => void a.success(text));
}
