import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { fill, useMessages } from '../../lib/i18n';
import { useRetryWhenOnline } from '../../lib/use-retry-when-online';
import { StoreCatalog } from './store-catalog';
import { changeFilters, gameOf, searchesEveryGame } from './store-filters';
import { storeMessages } from './store-messages';
import { StoreGamesQuery } from './store-queries';
import { StoreSearchSummary } from './store-search-summary';
import { useStoreFilters } from './use-store-filters';
import './store.css';

export default function StorePage() {
  const text = useMessages(storeMessages);
  const [filters, setFilters] = useStoreFilters();
  const { data, error, refetch } = useQuery(StoreGamesQuery);
  const games = data?.categories;
  const everyGame = searchesEveryGame(filters);
  const game = games && gameOf(games, filters);
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  useRetryWhenOnline(error !== undefined && !games, retry);

  let content;
  if (error && !games) {
    content = (
      <div className="store-results store-results__state" role="alert">
        <p>{text.gamesFailed}</p>
        <button type="button" className="button" onClick={retry}>
          {text.retry}
        </button>
      </div>
    );
  } else if (!games) {
    content = (
      <div className="store-results">
        <PageSpinner label={text.loading} />
      </div>
    );
  } else if (!game && !everyGame) {
    content = <p className="store-results store-results__state">{text.noItems}</p>;
  } else {
    content = <StoreCatalog games={games} filters={filters} onFiltersChange={setFilters} />;
  }

  return (
    <div className="store">
      <PageTitle name={game?.name ?? (everyGame ? fill(text.searchInEveryGame, { search: filters.search ?? '' }) : text.pageTitle)} />
      <header className="store__header">
        <h1 id="store-heading" className="store__title">
          {text.heading}
        </h1>
        <p className="store__intro">{text.intro}</p>
        {filters.search !== undefined && (
          <StoreSearchSummary
            search={filters.search}
            gameName={game?.name}
            onClear={() => setFilters(changeFilters(filters, { search: undefined }))}
          />
        )}
      </header>
      {content}
    </div>
  );
}
