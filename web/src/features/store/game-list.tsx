import { LayoutIcon } from '../../components/layout/layout-icons';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { useMessages } from '../../lib/i18n';
import { storeMessages } from './store-messages';

export interface StoreGame {
  id: number;
  name: string;
  thumbnailUrl: string;
  comingSoon: boolean;
}

interface GameListProps {
  games: readonly StoreGame[];
  /** Absent: every game (a search's). */
  selectedGameId?: number;
  /** No game: every game. */
  onSelect(gameId: number | undefined): void;
  /** A search may look through every game: "All games" then leads the list. */
  offerEveryGame?: boolean;
  /** One row that scrolls sideways, its heading read out only: how phones show it, above the items. */
  row?: boolean;
}

/** The games to shop in; coming-soon games are listed, marked 'Soon!', but cannot be chosen (nothing is for sale yet). */
export function GameList({ games, selectedGameId, onSelect, row = false, offerEveryGame = false }: GameListProps) {
  const text = useMessages(storeMessages);
  return (
    <section className={row ? 'store-games' : 'store-panel__section'} aria-labelledby="store-games-heading">
      <h2 id="store-games-heading" className={row ? 'visually-hidden' : 'store-panel__heading'}>
        {text.games}
      </h2>
      <ul className={row ? 'game-list game-list--row' : 'game-list'}>
        {offerEveryGame && (
          <li>
            <button
              type="button"
              className="game-list__game"
              aria-pressed={selectedGameId === undefined}
              onClick={() => selectedGameId !== undefined && onSelect(undefined)}
            >
              <span className="game-list__image game-list__image--every-game">
                <LayoutIcon name="search" size={18} />
              </span>
              <span className="game-list__name">{text.allGames}</span>
            </button>
          </li>
        )}
        {games.map((game) => (
          <li key={game.id}>
            <button
              type="button"
              className="game-list__game"
              aria-pressed={game.id === selectedGameId}
              disabled={game.comingSoon}
              onClick={() => game.id !== selectedGameId && onSelect(game.id)}
            >
              <img className="game-list__image" src={game.thumbnailUrl} alt="" width={32} height={32} onError={showPlaceholderOnError} />
              <span className="game-list__name">{game.name}</span>{' '}
              {game.comingSoon && <span className="game-list__soon">{text.comingSoon}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
