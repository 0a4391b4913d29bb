import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { parseStoreFilters, type StoreFilters, serializeStoreFilters } from './store-filters';
import { usePrefetchedRarities } from './use-prefetched-rarities';

function Prefetcher({ url, shown, prefetch }: { url: string; shown: boolean; prefetch: (next: StoreFilters) => unknown }) {
  usePrefetchedRarities(parseStoreFilters(new URLSearchParams(url)), shown, prefetch);
  return null;
}

/** Records the address of each page asked for. */
function recorder() {
  const asked: string[] = [];
  const prefetch = (next: StoreFilters) => asked.push(decodeURIComponent(serializeStoreFilters(next).toString()));
  return { asked, prefetch };
}

/** Lets the idle wait (at most a second) pass. */
const idle = () => act(async () => void (await vi.advanceTimersByTimeAsync(2_000)));

afterEach(() => vi.useRealTimers());

describe('usePrefetchedRarities', () => {
  it('once the page is shown and the browser idle, asks for the page of each rarity toggled', async () => {
    vi.useFakeTimers();
    const { asked, prefetch } = recorder();
    const view = render(<Prefetcher url="game=1&rarity=Mythical" shown={false} prefetch={prefetch} />);
    await idle();
    expect(asked).toEqual([]);

    view.rerender(<Prefetcher url="game=1&rarity=Mythical" shown prefetch={prefetch} />);
    expect(asked).toEqual([]);
    await idle();
    expect(asked).toEqual([
      'game=1&rarity=Common,Mythical',
      'game=1&rarity=Uncommon,Mythical',
      'game=1&rarity=Rare,Mythical',
      'game=1&rarity=Legendary,Mythical',
      'game=1',
    ]);
    // Not again for the same page.
    view.rerender(<Prefetcher url="game=1&rarity=Mythical" shown prefetch={prefetch} />);
    await idle();
    expect(asked).toHaveLength(5);
  });

  it('asks again for a new page; nothing for a page left before the browser was idle', async () => {
    vi.useFakeTimers();
    const { asked, prefetch } = recorder();
    const view = render(<Prefetcher url="game=1" shown prefetch={prefetch} />);
    view.rerender(<Prefetcher url="game=2&tab=gamepasses" shown prefetch={prefetch} />);
    await idle();
    expect(asked).toEqual(['Common', 'Uncommon', 'Rare', 'Legendary', 'Mythical'].map((rarity) => `game=2&rarity=${rarity}&tab=gamepasses`));
    view.unmount();
    await idle();
    expect(asked).toHaveLength(5);
  });

  it('asks for nothing when the shopper saves data', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'connection'));
    const { asked, prefetch } = recorder();
    render(<Prefetcher url="game=1" shown prefetch={prefetch} />);
    await idle();
    expect(asked).toEqual([]);
  });
});
