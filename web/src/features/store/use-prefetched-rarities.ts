import { useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { rarityNeighbours, type StoreFilters, serializeStoreFilters } from './store-filters';

/** The shopper asked the browser to save data (Chromium's Save-Data); other browsers do not say. */
const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Once the page is shown and the browser idle, asks for the pages a rarity click would show (each rarity
 * toggled), so that click finds its page in the cache and changes the grid at once: five small catalogue answers,
 * which the server keeps in its catalogue cache, against a round trip plus Apollo's write on the click (on a slow
 * phone most of half a second). Asked all at once, so they are in before a quick shopper's first click. Not when
 * the shopper saves data.
 *
 * `prefetch` asks for the page of `next` (failures are the page's own query's to report, should the shopper ask
 * for that page); it asks nothing when the page is in the cache already.
 */
export function usePrefetchedRarities(filters: StoreFilters, shown: boolean, prefetch: (next: StoreFilters) => unknown): void {
  const address = serializeStoreFilters(filters).toString();
  // Asked again for a new address, not for every render's new `prefetch`.
  const latestPrefetch = useRef(prefetch);
  useEffect(() => {
    latestPrefetch.current = prefetch;
  });

  useEffect(() => {
    if (!shown || savesData()) return;
    // Without idle callbacks (Safari), 50 ms: late enough for the page to have painted first.
    return whenIdle(
      () => {
        for (const next of rarityNeighbours(filters)) latestPrefetch.current(next);
      },
      1_000,
      50,
    );
  }, [address, shown]);
}
