import { Link } from 'react-router-dom';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { useLanguage, useMessages } from '../../lib/i18n';
import { rarityName } from '../../lib/rarity-name';
import { itemNameIn } from '../../lib/item-name';
import { formatBaht } from '../../lib/money';
import { ItemAvailability } from './item-availability';
import { ItemMetaTags } from './item-meta-tags';
import { itemPageMessages } from './item-page-messages';
import { deliveryMethodOf, gameStorePath, type ShownItem } from './item-page-model';

/** The item itself: picture, name, game, rarity, type, prices, whether and how to buy it, delivery and guarantee. */
export function ItemDetails({ item }: { item: ShownItem }) {
  const text = useMessages(itemPageMessages);
  const method = deliveryMethodOf(item);
  const { language } = useLanguage();
  const name = itemNameIn(language, item);
  return (
    <div className="item-page__main">
      <ItemMetaTags item={item} />
      <div className="item-page__media">
        <img
          className="item-page__image"
          src={item.imageUrl}
          alt={name}
          width={480}
          height={480}
          fetchPriority="high"
          onError={showPlaceholderOnError}
        />
      </div>
      <div className="item-page__details">
        <p className="item-page__game">
          <Link to={gameStorePath(item.category.id)}>{item.category.name}</Link>
        </p>
        <h1 className="item-page__name">{name}</h1>
        {/* The English name too, the one players trade it by and the order will carry. */}
        {name !== item.name && (
          <p className="item-page__english-name" lang="en">
            {item.name}
          </p>
        )}
        <dl className="item-page__facts">
          <div>
            <dt>{text.rarity}</dt>
            <dd>
              <span className={`item-page__rarity item-page__rarity--${item.rarity.toLowerCase()}`}>{rarityName(item.rarity, language)}</span>
            </dd>
          </div>
          <div>
            <dt>{text.type}</dt>
            <dd>{text[item.type]}</dd>
          </div>
        </dl>
        <p className="item-page__prices">
          <span className="visually-hidden">{text.price} </span>
          <span className="item-page__price">{formatBaht(item.price)}</span>
          {item.oldPrice && (
            <s className="item-page__old-price">
              <span className="visually-hidden">{text.oldPrice} </span>
              {formatBaht(item.oldPrice)}
            </s>
          )}
        </p>
        <ItemAvailability item={item} />

        <section className="item-page__card" aria-labelledby="item-delivery-heading">
          <h2 id="item-delivery-heading">{text.deliveryHeading}</h2>
          <dl className="item-page__delivery">
            <div>
              <dt>{text.deliveryMethod}</dt>
              <dd>
                <strong>{text[method]}</strong> — {text[`${method}_how`]}
              </dd>
            </div>
            <div>
              <dt>{text.deliveryTime}</dt>
              <dd>{text[`${method}_time`]}</dd>
            </div>
            {item.deliveryInstructions && (
              <div>
                <dt>{text.deliveryInstructions}</dt>
                <dd>{item.deliveryInstructions}</dd>
              </div>
            )}
          </dl>
        </section>
        <section className="item-page__card" aria-labelledby="item-guarantee-heading">
          <h2 id="item-guarantee-heading">{text.guaranteeHeading}</h2>
          <p>{text.guaranteeText}</p>
          <Link to="/support#refunds">{text.refundPolicy}</Link>
        </section>
      </div>
    </div>
  );
}
