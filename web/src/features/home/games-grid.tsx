import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { homeMessages } from './home-messages';
import { SectionState } from './section-state';

export const HomeGamesQuery = graphql(`
  query HomeGames {
    categories {
      id
      name
      thumbnailUrl
      comingSoon
    }
  }
`);

/** The games in server order; a game that is coming soon is shown but not linked. */
export function GamesGrid() {
  const text = useMessages(homeMessages);
  const { data, loading, error, refetch } = useQuery(HomeGamesQuery);
  const games = data?.categories ?? [];

  return (
    <section className="home-section" aria-labelledby="home-games-title">
      <h2 id="home-games-title" className="home-section__title">
        {text.ourGames}
      </h2>
      {loading && !data ? (
        <SectionState kind="loading" label={text.loadingGames} />
      ) : error && !data ? (
        <SectionState kind="error" message={text.gamesFailed} onRetry={() => void refetch()} />
      ) : games.length === 0 ? (
        <SectionState kind="empty" message={text.noGames} />
      ) : (
        <ul className="games-grid">
          {games.map((game) => {
            const content = (
              <>
                <img className="game-card__image" src={game.thumbnailUrl} alt="" width={160} height={160} onError={showPlaceholderOnError} />
                <span className="game-card__name">{game.name}</span>
                {game.comingSoon && <span className="game-card__soon"> {text.soon}</span>}
              </>
            );
            return (
              <li key={game.id} className="game-card">
                {game.comingSoon ? (
                  <div className="game-card__body game-card__body--soon">{content}</div>
                ) : (
                  <Link className="game-card__body" to={`/store?game=${game.id}`}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
