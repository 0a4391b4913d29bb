import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type StoreFilters, serializeStoreFilters, toggleRarity } from './store-filters';
import { useFilterChoice } from './use-filter-choice';
import { useStoreFilters } from './use-store-filters';

/** A page load the test settles by hand. */
interface Load {
  next: StoreFilters;
  resolve(): void;
  reject(): void;
}

const text = (filters: StoreFilters) => decodeURIComponent(serializeStoreFilters(filters).toString());

/** The hook wired to the URL as the store wires it; what it shows and the address are printed for the test. */
function Harness({ load, actions }: { load: (next: StoreFilters) => Promise<unknown> | undefined; actions: { current?: Actions } }) {
  const [filters, setFilters] = useStoreFilters();
  const choice = useFilterChoice(filters, setFilters, load);
  const navigate = useNavigate();
  actions.current = { toggle: (rarity) => choice.changeFilters(toggleRarity(choice.shown, rarity)), go: navigate };
  return (
    <dl>
      <dd data-testid="shown">{text(choice.shown)}</dd>
      <dd data-testid="grid">{text(choice.grid)}</dd>
      <dd data-testid="pending">{String(choice.pending)}</dd>
      <dd data-testid="address">{decodeURIComponent(useLocation().search)}</dd>
    </dl>
  );
}

interface Actions {
  toggle(rarity: 'Common' | 'Mythical' | 'Rare'): void;
  go(to: string | number): void;
}

function setUp(cached: (next: StoreFilters) => boolean = () => false) {
  const loads: Load[] = [];
  const load = (next: StoreFilters) => {
    if (cached(next)) return undefined;
    return new Promise<void>((resolve, reject) => loads.push({ next, resolve, reject: () => reject(new Error('offline')) }));
  };
  const actions: { current?: Actions } = {};
  render(
    <MemoryRouter initialEntries={['/store?game=1']}>
      <Harness load={load} actions={actions} />
    </MemoryRouter>,
  );
  const read = () => ({
    shown: screen.getByTestId('shown').textContent,
    grid: screen.getByTestId('grid').textContent,
    pending: screen.getByTestId('pending').textContent,
    address: screen.getByTestId('address').textContent,
  });
  return { loads, actions: actions as { current: Actions }, read };
}

/** Runs `run`, then lets a frame pass: the address follows a shown choice after it has painted. */
const settle = (run: () => void) =>
  act(async () => {
    run();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

describe('useFilterChoice', () => {
  it('a choice whose page is in the cache shows in the grid at once, and the address follows', async () => {
    const { actions, read } = setUp(() => true);
    await settle(() => actions.current.toggle('Mythical'));
    expect(read()).toEqual({ shown: 'game=1&rarity=Mythical', grid: 'game=1&rarity=Mythical', pending: 'false', address: '?game=1&rarity=Mythical' });
  });

  it('a choice whose page is not in yet shows on the controls; the grid and the address change once it is in', async () => {
    const { loads, actions, read } = setUp();
    await settle(() => actions.current.toggle('Mythical'));
    expect(read()).toEqual({ shown: 'game=1&rarity=Mythical', grid: 'game=1', pending: 'true', address: '?game=1' });
    expect(loads.map((load) => text(load.next))).toEqual(['game=1&rarity=Mythical']);

    await settle(() => loads[0]!.resolve());
    expect(read()).toEqual({ shown: 'game=1&rarity=Mythical', grid: 'game=1&rarity=Mythical', pending: 'false', address: '?game=1&rarity=Mythical' });
    // Back undoes it, and the choice made on that address does not come back with it.
    await settle(() => actions.current.go(-1));
    expect(read()).toEqual({ shown: 'game=1', grid: 'game=1', pending: 'false', address: '?game=1' });
  });

  it('a later choice overtakes an earlier one whose page arrives after it was made', async () => {
    const { loads, actions, read } = setUp();
    await settle(() => actions.current.toggle('Mythical'));
    await settle(() => actions.current.toggle('Rare'));
    expect(read()).toMatchObject({ shown: 'game=1&rarity=Rare,Mythical', address: '?game=1' });

    await settle(() => loads[0]!.resolve());
    expect(read()).toEqual({ shown: 'game=1&rarity=Rare,Mythical', grid: 'game=1', pending: 'true', address: '?game=1' });
    await settle(() => loads[1]!.resolve());
    expect(read()).toMatchObject({ grid: 'game=1&rarity=Rare,Mythical', address: '?game=1&rarity=Rare,Mythical' });
  });

  it('leaving the address while a page loads drops the choice: its page arriving later moves nothing', async () => {
    const { loads, actions, read } = setUp();
    await settle(() => actions.current.toggle('Common'));
    await settle(() => actions.current.go('/store?game=2'));
    expect(read()).toEqual({ shown: 'game=2', grid: 'game=2', pending: 'false', address: '?game=2' });

    await settle(() => loads[0]!.resolve());
    expect(read()).toEqual({ shown: 'game=2', grid: 'game=2', pending: 'false', address: '?game=2' });
    // Nor does it come back on returning to the address it was made on.
    await settle(() => actions.current.go(-1));
    expect(read()).toEqual({ shown: 'game=1', grid: 'game=1', pending: 'false', address: '?game=1' });
  });

  it('a page that fails to load changes the address all the same (the page then shows the failure)', async () => {
    const { loads, actions, read } = setUp();
    await settle(() => actions.current.toggle('Mythical'));
    await settle(() => loads[0]!.reject());
    expect(read()).toEqual({ shown: 'game=1&rarity=Mythical', grid: 'game=1&rarity=Mythical', pending: 'false', address: '?game=1&rarity=Mythical' });
  });
});
