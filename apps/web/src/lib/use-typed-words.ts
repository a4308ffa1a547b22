import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before it asks the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * A search box that asks the server as the user types: `onType` takes what is typed, and `words`
 * follows it (trimmed, at most `max` characters) once typing pauses, so a query keyed by `words`
 * asks once per pause, not once per key.
 */
export function useTypedWords(max: number): { words: string; onType: (typed: string) => void } {
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setWords(typed.trim().slice(0, max)), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, max]);
  return { words, onType: setTyped };
}
