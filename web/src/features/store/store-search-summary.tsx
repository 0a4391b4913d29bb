import { fill, useMessages } from '../../lib/i18n';
import { storeMessages } from './store-messages';

interface StoreSearchSummaryProps {
  search: string;
  /** Absent: the search looks through every game. */
  gameName?: string;
  onClear(): void;
}

/** What the store shows for a search (the top bar's "see all results"), and the way back to the whole store. */
export function StoreSearchSummary({ search, gameName, onClear }: StoreSearchSummaryProps) {
  const text = useMessages(storeMessages);
  return (
    <div className="store-search-summary">
      <p className="store-search-summary__text">
        {gameName === undefined ? fill(text.searchInEveryGame, { search }) : fill(text.searchInGame, { search, game: gameName })}
      </p>
      <button type="button" className="store-search-summary__clear" onClick={onClear}>
        {text.clearSearch}
      </button>
    </div>
  );
}
