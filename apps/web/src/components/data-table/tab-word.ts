/**
 * The address's `tab` word of a page in tabs (components/page-tabs.tsx), which a list on a tab
 * writes first in its address (use-list-url-state.ts). Apart from the list code, so a page's tab
 * shell does not pull it in.
 */

/** The address's `tab` word ('' when none). */
export const tabOf = (search: string): string => new URLSearchParams(search).get('tab') ?? '';

/** A list's search with its tab word first. */
export function withTab(search: string, tab: string | undefined): string {
  if (!tab) return search;
  const word = `tab=${encodeURIComponent(tab)}`;
  return search ? `?${word}&${search.slice(1)}` : `?${word}`;
}
