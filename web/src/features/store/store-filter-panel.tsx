import { useMessages } from '../../lib/i18n';
import { GameList, type StoreGame } from './game-list';
import { ItemFilters, type StoreFacetsView } from './item-filters';
import { selectGame, type StoreFilters } from './store-filters';
import { storeMessages } from './store-messages';

interface StoreFilterPanelProps {
  games: readonly StoreGame[];
  /** Absent: every game (a search's). */
  selectedGameId?: number;
  /** Absent while the selected game's facets load. */
  facets?: StoreFacetsView;
  filters: StoreFilters;
  onFiltersChange(next: StoreFilters): void;
}

/** The side panel of wide screens: the games, then the item filters. */
export function StoreFilterPanel({ games, selectedGameId, facets, filters, onFiltersChange }: StoreFilterPanelProps) {
  const text = useMessages(storeMessages);
  return (
    <aside className="store-panel" aria-label={text.filters}>
      <GameList
        games={games}
        selectedGameId={selectedGameId}
        onSelect={(gameId) => onFiltersChange(selectGame(filters, gameId))}
        offerEveryGame={filters.search !== undefined}
      />
      <ItemFilters gameId={selectedGameId} facets={facets} filters={filters} onFiltersChange={onFiltersChange} />
    </aside>
  );
}
