import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The media query, where the browser has one (jsdom has none). */
const media = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(changed: () => void): () => void {
  const m = media();
  m?.addEventListener('change', changed);
  return () => m?.removeEventListener('change', changed);
}

/** Whether the user asked their system for less motion; follows the setting while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
