import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { itemNameIn } from '../../lib/item-name';
import { itemPath } from '../../lib/item-path';
import { formatBaht } from '../../lib/money';
import { itemPageMessages } from './item-page-messages';
import { gameStorePath } from './item-page-model';
import { MoreFromGameQuery } from './item-page-queries';

/** How many other items are shown. */
const SHOWN = 4;

/**
 * A few other items of the same game (its best sellers, this one left out), each linking to its own page. Only
 * an extra: while it loads, if it fails or the game has nothing else, the section is not shown.
 */
export function MoreFromGame({ game, exceptId }: { game: { id: number; name: string }; exceptId: number }) {
  const text = useMessages(itemPageMessages);
  const { language } = useLanguage();
  const { data } = useQuery(MoreFromGameQuery, { variables: { categoryId: game.id, limit: SHOWN + 1 } });
  const items = (data?.items.items ?? []).filter((item) => item.id !== exceptId).slice(0, SHOWN);
  if (items.length === 0) return null;
  return (
    <section className="item-more" aria-labelledby="item-more-heading">
      <div className="item-more__header">
        <h2 id="item-more-heading">{fill(text.moreFromGame, { game: game.name })}</h2>
        <Link to={gameStorePath(game.id)}>{fill(text.seeAllFromGame, { game: game.name })}</Link>
      </div>
      <ul className="item-more__list">
        {items.map((item) => (
          <li key={item.id} className="item-more__item">
            <Link to={itemPath(item.id)} className="item-more__link">
              <img src={item.thumbnailUrl} alt="" width={120} height={120} loading="lazy" decoding="async" onError={showPlaceholderOnError} />
              <span className="item-more__name">{itemNameIn(language, item)}</span>
              <span className="item-more__price">
                <span className="visually-hidden">{text.price} </span>
                {formatBaht(item.price)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
