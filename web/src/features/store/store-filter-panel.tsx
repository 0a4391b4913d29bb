import { useMessages } from '../../lib/i18n';
import { GameList, type StoreGame } from './game-list';
import { PriceRangeSlider } from './price-range-slider';
import { type RarityCountView, RarityFilter } from './rarity-filter';
import { changeFilters, resetFilters, selectGame, type StoreFilters, toggleRarity } from './store-filters';
import { storeMessages } from './store-messages';

export interface StoreFacetsView {
  /** Decimal string; null when the game has no items. */
  maxPrice: string | null;
  rarityCounts: readonly RarityCountView[];
}

interface StoreFilterPanelProps {
  games: readonly StoreGame[];
  selectedGameId: number;
  /** Absent while the selected game's facets load. */
  facets?: StoreFacetsView;
  /** The price bound in force (from the URL or the game's default), whole baht. */
  maxPrice: number;
  filters: StoreFilters;
  onFiltersChange(next: StoreFilters): void;
}

export function StoreFilterPanel({ games, selectedGameId, facets, maxPrice, filters, onFiltersChange }: StoreFilterPanelProps) {
  const text = useMessages(storeMessages);
  return (
    <aside className="store-panel" aria-label={text.filters}>
      <GameList games={games} selectedGameId={selectedGameId} onSelect={(gameId) => onFiltersChange(selectGame(filters, gameId))} />
      <section className="store-panel__section" aria-labelledby="store-filter-heading">
        <div className="store-panel__heading-row">
          <h2 id="store-filter-heading" className="store-panel__heading">
            {text.filterItems}
          </h2>
          <button type="button" className="store-panel__reset" onClick={() => onFiltersChange(resetFilters(filters))}>
            {text.reset}
          </button>
        </div>
        <PriceRangeSlider
          // A new game has a new range: start its slider afresh rather than carry a half-dragged value over.
          key={selectedGameId}
          highestPrice={facets?.maxPrice != null ? Number(facets.maxPrice) : null}
          maxPrice={maxPrice}
          onCommit={(next) => next !== filters.maxPrice && onFiltersChange(changeFilters(filters, { maxPrice: next }))}
        />
        <RarityFilter
          counts={facets?.rarityCounts}
          chosen={filters.rarities}
          onToggle={(rarity) => onFiltersChange(toggleRarity(filters, rarity))}
        />
      </section>
    </aside>
  );
}
