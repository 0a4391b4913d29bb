import { useEffect } from 'react';

/**
 * While a read has failed, tries it again as soon as the browser says the connection is back (the window's
 * `online` event), so a shopper who lost the signal need not find and press Retry. `retry` settles its own
 * failures: a second one is shown as the first was.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void) {
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
}
