import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The themed antd message API, handed over by <FeedbackBridge> inside antd's <App>, so that
 * plain modules (the HTTP client) can show messages in the current theme and language.
 */
let api: MessageInstance | null = null;

export function setMessageApi(next: MessageInstance | null): void {
  api = next;
}

export function showError(text: string): void {
  if (api) void api.error(text);
  else console.error(text);
}

/** `key`: a second warning with the same key replaces the first instead of stacking under it. */
export function showWarning(text: string, key?: string): void {
  if (api) void api.warning(key ? { content: text, key } : text);
  else console.warn(text);
}

export function showSuccess(text: string): void {
  if (api) void api.success(text);
}
