import { useCallback, useSyncExternalStore } from 'react';

const unknownOnServer = () => undefined;

// One list per query, kept: window.matchMedia parses and evaluates its query each call, and a render asks the
// snapshot at least once (a filter click on a slow phone spent ~1 ms of its render on it).
const lists = new Map<string, MediaQueryList>();
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether the CSS media query matches now; the component renders again when that changes (a resize, a rotation).
 * Undefined while the server renders the page and while the browser hydrates it: the server cannot know the
 * screen, so what it renders must suit every screen (CSS decides).
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(subscribe, () => mediaQueryList(query).matches, unknownOnServer);
}
