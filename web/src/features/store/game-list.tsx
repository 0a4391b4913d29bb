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
  selectedGameId: number;
  onSelect(gameId: number): void;
}

/** The games to shop in; coming-soon games are listed, marked 'Soon!', but cannot be chosen (nothing is for sale yet). */
export function GameList({ games, selectedGameId, onSelect }: GameListProps) {
  const text = useMessages(storeMessages);
  return (
    <section className="store-panel__section" aria-labelledby="store-games-heading">
      <h2 id="store-games-heading" className="store-panel__heading">
        {text.games}
      </h2>
      <ul className="game-list">
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
