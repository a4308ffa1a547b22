/**
 * A redeploy replaces the hashed files under /assets/: an open console then asks for a chunk
 * that no longer exists (the server answers 404) and the dynamic import fails. The console
 * reloads once to get the new index.html and its chunks; if the chunk still fails (within a
 * minute of that reload) it stops and says so, with a reload button. The reload is remembered
 * in sessionStorage, so a chunk that is truly gone can never make the tab reload in a loop.
 */
export const CHUNK_RELOAD_KEY = 'bo-chunk-reload';
/** A failure this soon after the automatic reload means reloading does not help. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** The messages browsers and Vite give when the code of a lazy page cannot be fetched. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk \S+ failed|is not a valid JavaScript MIME type/i;

export function isChunkLoadError(e: unknown): boolean {
  if (!e) return false;
  const text =
    e instanceof Error
      ? `${e.name}: ${e.message}`
      : typeof e === 'object' && 'message' in e
        ? String(e.message)
        : typeof e === 'string'
          ? e
          : '';
  return CHUNK_FAILURE.test(text);
}

interface Env {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * Reloads the page unless it was already reloaded for this within the window. Returns true
 * when a reload is under way (draw a spinner), false when the caller must show the message.
 */
export function reloadForChunk({
  now = Date.now(),
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
}: Env = {}): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    return false; // storage refused: do not risk a loop
  }
  if (last && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
