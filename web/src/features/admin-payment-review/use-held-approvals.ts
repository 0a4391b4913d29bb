import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an approval can be undone: it is held in the page, and nothing reaches the server before. */
export const UNDO_WINDOW_MS = 60_000;

/**
 * Approvals held for UNDO_WINDOW_MS before `send` runs, so an approval clicked by mistake can be taken back
 * without the ledger ever seeing it (a credit reversed on the server would leave rows for nothing). Leaving the
 * screen, hiding the tab or closing the page sends every held approval at once: a decision made is never lost.
 */
export function useHeldApprovals<Key>(send: (key: Key) => void) {
  const [held, setHeld] = useState<readonly Key[]>([]);
  const timers = useRef(new Map<Key, ReturnType<typeof setTimeout>>());
  const sendLatest = useRef(send);
  sendLatest.current = send;

  const forget = useCallback((key: Key) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setHeld((keys) => keys.filter((candidate) => candidate !== key));
  }, []);

  const release = useCallback(
    (key: Key) => {
      if (!timers.current.has(key)) return;
      forget(key);
      sendLatest.current(key);
    },
    [forget],
  );

  const hold = useCallback(
    (key: Key) => {
      if (timers.current.has(key)) return;
      timers.current.set(
        key,
        setTimeout(() => release(key), UNDO_WINDOW_MS),
      );
      setHeld((keys) => [...keys, key]);
    },
    [release],
  );

  useEffect(() => {
    const releaseAll = () => [...timers.current.keys()].forEach(release);
    const onHidden = () => document.visibilityState === 'hidden' && releaseAll();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', releaseAll);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', releaseAll);
      releaseAll();
    };
  }, [release]);

  return { held, hold, undo: forget, isHeld: (key: Key) => held.includes(key) };
}
