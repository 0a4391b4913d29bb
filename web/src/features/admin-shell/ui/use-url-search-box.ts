import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose search lives in the URL. Back/Forward (or a reload) can change the search under
 * the box, so the box shows what the URL says; once typing pauses, the trimmed text (undefined when empty) goes to
 * `search`. Returns the text and its setter, for the box's value and onChange.
 */
export function useUrlSearchBox(current: string | undefined, search: (next: string | undefined) => void): [string, (text: string) => void] {
  const [text, setText] = useState(current ?? '');
  // The latest callback, without restarting the pause whenever the caller renders.
  const searchRef = useRef(search);
  useLayoutEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    setText((typed) => (typed.trim() === (current ?? '') ? typed : (current ?? '')));
  }, [current]);

  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === current) return undefined;
    const timer = setTimeout(() => searchRef.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, current]);

  return [text, setText];
}
