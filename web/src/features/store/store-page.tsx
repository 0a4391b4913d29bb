import { useQuery } from '@apollo/client/react';
import { PageSpinner } from '../../components/page-spinner';
import { useMessages } from '../../lib/i18n';
import { StoreCatalog } from './store-catalog';
import { resolveGame } from './store-filters';
import { storeMessages } from './store-messages';
import { StoreGamesQuery } from './store-queries';
import { useStoreFilters } from './use-store-filters';
import './store.css';

export default function StorePage() {
  const text = useMessages(storeMessages);
  const [filters, setFilters] = useStoreFilters();
  const { data, error, refetch } = useQuery(StoreGamesQuery);
  const games = data?.categories;
  const game = games && resolveGame(games, filters.gameId);

  let content;
  if (error && !games) {
    content = (
      <div className="store-results store-results__state" role="alert">
        <p>{text.gamesFailed}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
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
  } else if (!game) {
    content = <p className="store-results store-results__state">{text.noItems}</p>;
  } else {
    content = <StoreCatalog games={games} game={game} filters={filters} onFiltersChange={setFilters} />;
  }

  return (
    <div className="store">
      <header className="store__header">
        <h1 id="store-heading" className="store__title">
          {text.heading}
        </h1>
        <p className="store__intro">{text.intro}</p>
      </header>
      {content}
    </div>
  );
}
