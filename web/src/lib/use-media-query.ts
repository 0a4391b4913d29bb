import { useCallback, useSyncExternalStore } from 'react';

const unknownOnServer = () => undefined;

/**
 * Whether the CSS media query matches now; the component renders again when that changes (a resize, a rotation).
 * Undefined while the server renders the page and while the browser hydrates it: the server cannot know the
 * screen, so what it renders must suit every screen (CSS decides).
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(subscribe, () => window.matchMedia(query).matches, unknownOnServer);
}
