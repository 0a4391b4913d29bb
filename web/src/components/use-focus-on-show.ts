import { useEffect, useRef } from 'react';

/** Focus moves to a message that replaces a form or another message, so it is read out. */
export function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
