import { useMessages } from '../../lib/i18n';
import { PriceRangeSlider } from './price-range-slider';
import { type RarityCountView, RarityFilter } from './rarity-filter';
import { changeFilters, resetFilters, type StoreFilters, toggleRarity } from './store-filters';
import { storeMessages } from './store-messages';

export interface StoreFacetsView {
  /** Decimal string; null when the game has no items. */
  maxPrice: string | null;
  rarityCounts: readonly RarityCountView[];
}

interface ItemFiltersProps {
  /** Absent: every game (a search's). */
  gameId?: number;
  /** Absent while the page's facets load, or when they failed. */
  facets?: StoreFacetsView;
  filters: StoreFilters;
  onFiltersChange(next: StoreFilters): void;
}

/** Filter Items: the price slider and the rarities, with Reset; in the side panel, or in the filter sheet on phones. */
export function ItemFilters({ gameId, facets, filters, onFiltersChange }: ItemFiltersProps) {
  const text = useMessages(storeMessages);
  return (
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
        key={gameId}
        highestPrice={facets?.maxPrice != null ? Number(facets.maxPrice) : null}
        maxPrice={filters.maxPrice}
        onCommit={(next) => next !== filters.maxPrice && onFiltersChange(changeFilters(filters, { maxPrice: next }))}
      />
      <RarityFilter counts={facets?.rarityCounts} chosen={filters.rarities} onToggle={(rarity) => onFiltersChange(toggleRarity(filters, rarity))} />
    </section>
  );
}
