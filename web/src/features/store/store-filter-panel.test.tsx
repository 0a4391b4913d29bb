import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../lib/i18n';
import type { StoreFacetsView } from './item-filters';
import { StoreFilterPanel } from './store-filter-panel';
import { useStoreFilters } from './use-store-filters';

const games = [
  { id: 1, name: 'Blox Fruits', thumbnailUrl: '/images/games/blox-fruits.svg', comingSoon: false },
  { id: 2, name: 'Rivals', thumbnailUrl: '/images/games/rivals.svg', comingSoon: false },
  { id: 6, name: 'Murder Mystery 2', thumbnailUrl: '/images/games/murder-mystery-2.svg', comingSoon: true },
];
const bloxFruitsFacets: StoreFacetsView = {
  maxPrice: '18399.80',
  rarityCounts: [
    { rarity: 'Common', count: 21 },
    { rarity: 'Uncommon', count: 10 },
    { rarity: 'Rare', count: 10 },
    { rarity: 'Legendary', count: 20 },
    { rarity: 'Mythical', count: 31 },
  ],
};

/** The panel wired to the URL as the store page wires it, with the URL shown so tests can read it. */
function PanelOnUrl() {
  const [filters, setFilters] = useStoreFilters();
  const location = useLocation();
  return (
    <>
      <StoreFilterPanel
        games={games}
        selectedGameId={filters.gameId ?? 1}
        facets={bloxFruitsFacets}
        filters={filters}
        onFiltersChange={setFilters}
      />
      <p data-testid="query">{decodeURIComponent(location.search)}</p>
    </>
  );
}

function renderPanel(initialUrl: string) {
  render(
    <LanguageProvider initial="th">
      <MemoryRouter initialEntries={[initialUrl]}>
        <PanelOnUrl />
      </MemoryRouter>
    </LanguageProvider>,
  );
  return { query: () => screen.getByTestId('query').textContent };
}

afterEach(() => vi.useRealTimers());

describe('StoreFilterPanel', () => {
  it('shows each rarity with its count, and no price bound: the slider at its end, the dearest price rounded up', () => {
    renderPanel('/store');
    expect(screen.getByRole('button', { name: 'เทพ 31' }).getAttribute('aria-pressed')).toBe('false');
    screen.getByRole('button', { name: 'ธรรมดา 21' });
    const slider = screen.getByLabelText('ราคาสูงสุด');
    expect(slider.getAttribute('max')).toBe('18399.8');
    expect((slider as HTMLInputElement).value).toBe('18399');
    expect(screen.getByRole('status').textContent).toBe('฿18,400');
  });

  it('shows a price bound from the URL, and moving the slider to its end removes it', () => {
    vi.useFakeTimers();
    const { query } = renderPanel('/store?max=3680');
    const slider = screen.getByLabelText('ราคาสูงสุด');
    expect((slider as HTMLInputElement).value).toBe('3680');
    expect(screen.getByRole('status').textContent).toBe('฿3,680');
    fireEvent.change(slider, { target: { value: '18399' } });
    act(() => vi.advanceTimersByTime(500));
    expect(query()).toBe('');
    expect(screen.getByRole('status').textContent).toBe('฿18,400');
  });

  it('toggling rarities writes them to the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    const { query } = renderPanel('/store?tab=gamepasses&page=3');
    await user.click(screen.getByRole('button', { name: /^ตำนาน / }));
    await user.click(screen.getByRole('button', { name: /^หายาก / }));
    expect(query()).toBe('?rarity=Rare,Legendary&tab=gamepasses');
    expect(screen.getByRole('button', { name: /^หายาก / }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /^ตำนาน / }));
    expect(query()).toBe('?rarity=Rare&tab=gamepasses');
  });

  it('Reset restores the defaults but keeps the chosen game', async () => {
    const user = userEvent.setup();
    const { query } = renderPanel('/store?game=2&rarity=Mythical&max=900&tab=accounts&sort=price-asc&page=2');
    await user.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    expect(query()).toBe('?game=2');
  });

  it('selects another game, and not a coming-soon one', async () => {
    const user = userEvent.setup();
    const { query } = renderPanel('/store?max=900&page=2');
    await user.click(screen.getByRole('button', { name: 'Rivals' }));
    expect(query()).toBe('?game=2');
    expect(screen.getByRole('button', { name: 'Rivals' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: /Murder Mystery 2/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('commits the slider to the URL once it settles, not on every step', () => {
    vi.useFakeTimers();
    const { query } = renderPanel('/store?page=2');
    const slider = screen.getByLabelText('ราคาสูงสุด');
    fireEvent.change(slider, { target: { value: '5000' } });
    fireEvent.change(slider, { target: { value: '6000' } });
    expect(screen.getByRole('status').textContent).toBe('฿6,000');
    expect(query()).toBe('?page=2');
    act(() => vi.advanceTimersByTime(500));
    expect(query()).toBe('?max=6000');
  });
});
