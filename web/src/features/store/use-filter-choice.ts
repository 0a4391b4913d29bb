import { startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { type StoreFilters, serializeStoreFilters } from './store-filters';

interface Choice {
  /** The address the shopper chose on. */
  from: string;
  to: StoreFilters;
  /** Its page is in the cache. */
  loaded: boolean;
}

/** Runs `run` once the next frame has been painted and the browser is idle, at most ~200 ms later. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => whenIdle(run, 200, 0));

interface FilterChoice {
  /** What the filter controls show: the shopper's latest choice, else the address's filters. */
  shown: StoreFilters;
  /** The filters whose page the grid shows: the choice once its page is in, else the address's. */
  grid: StoreFilters;
  /** A choice is waiting for its page: the grid still shows the one before. */
  pending: boolean;
  changeFilters(next: StoreFilters): void;
}

/**
 * A filter change shows in the store before the address follows. The store re-renders for a new address from the
 * router down, in a transition (every link on the page, the header's too); on a slow phone that alone is
 * ~100 ms. So the choice is state here: the controls show it at once, the grid as soon as its page is in the
 * cache (at once when it is already, in the click's own render), and only then does the address change.
 * A page not in the cache yet is asked for with the click; meanwhile the grid keeps the page before, dimmed.
 *
 * `load` asks for the page `next` shows, or returns undefined when there is nothing to wait for; a failed load
 * changes the address all the same, and the page's own query shows the failure with its retry button.
 */
export function useFilterChoice(
  filters: StoreFilters,
  navigate: (next: StoreFilters) => void,
  load: (next: StoreFilters) => Promise<unknown> | undefined,
): FilterChoice {
  const address = serializeStoreFilters(filters).toString();
  const [choice, setChoice] = useState<Choice>();
  const latest = useRef<Choice>(undefined);
  const shownAddress = useRef(address);
  useEffect(() => {
    shownAddress.current = address;
  }, [address]);

  // The address follows once the grid has painted: the router's re-render of the whole store would hold up that
  // frame. And once the browser is idle: that re-render's start (~10 ms on a slow phone) never holds up the shopper's
  // next input. It follows in a transition, and the choice ends with it, so it never outlives its address (Back).
  const follow = (made: Choice) => {
    setChoice({ ...made, loaded: true });
    afterPaint(() => {
      if (latest.current !== made) return;
      startTransition(() => {
        setChoice(undefined);
        if (shownAddress.current === made.from) navigate(made.to);
      });
    });
  };

  const changeFilters = (next: StoreFilters) => {
    const loading = load(next);
    const made = { from: address, to: next, loaded: false };
    latest.current = made;
    if (!loading) {
      follow(made);
      return;
    }
    setChoice(made);
    void loading
      .catch(() => undefined)
      .then(() => {
        // A later choice overtakes this one; so does another way off this address (Back, a link) meanwhile.
        if (latest.current !== made) return;
        if (shownAddress.current === made.from) follow(made);
        else setChoice(undefined);
      });
  };

  const current = choice?.from === address ? choice : undefined;
  return {
    shown: current?.to ?? filters,
    grid: current?.loaded ? current.to : filters,
    pending: current !== undefined && !current.loaded,
    changeFilters,
  };
}
