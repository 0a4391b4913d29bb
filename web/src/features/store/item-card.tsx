import { memo } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { itemNameIn } from '../../lib/item-name';
import { itemPath } from '../../lib/item-path';
import { rarityName } from '../../lib/rarity-name';
import { formatBaht } from '../../lib/money';
import { useCart } from '../cart/cart-context';
import { storeMessages } from './store-messages';

export const ItemCardFragment = graphql(`
  fragment ItemCard_item on Item {
    id
    name
    nameTh
    price
    oldPrice
    rarity
    stock
    thumbnailUrl
    category {
      id
      name
      comingSoon
    }
  }
`);

interface ItemCardProps {
  item: FragmentType<typeof ItemCardFragment>;
  /** In the first row: the image loads at once, as it is likely the largest paint; others wait until scrolled near. */
  eager?: boolean;
}

// Memoised: a filter change re-renders the store, and the cards it keeps need not render again.
export const ItemCard = memo(function ItemCard({ item: itemRef, eager = false }: ItemCardProps) {
  // Not a React hook despite its name: codegen's accessor for the fragment's fields.
  const item = useFragment(ItemCardFragment, itemRef);
  const text = useMessages(storeMessages);
  const { language } = useLanguage();
  const name = itemNameIn(language, item);
  const { add } = useCart();
  return (
    <li className="item-card">
      <span className={`item-card__rarity item-card__rarity--${item.rarity.toLowerCase()}`}>{rarityName(item.rarity, language)}</span>
      <img
        className="item-card__image"
        src={item.thumbnailUrl}
        alt={name}
        width={160}
        height={160}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onError={showPlaceholderOnError}
      />
      <h3 className="item-card__name">
        {/* Stretched over the card (store.css), so the picture opens the item too; the add button sits above it.
            A plain link, which the grid follows within the app (useCardLinkClicks). */}
        <a href={itemPath(item.id)} className="item-card__link">
          {name}
        </a>
      </h3>
      <p className="item-card__game">{item.category.name}</p>
      <div className="item-card__footer">
        <p className="item-card__prices">
          <span className="item-card__price">{formatBaht(item.price)}</span>
          {item.oldPrice && (
            <s className="item-card__old-price">
              <span className="visually-hidden">{text.oldPrice} </span>
              {formatBaht(item.oldPrice)}
            </s>
          )}
        </p>
        {/* A game marked "Soon" is shown before it opens; the server refuses an order of its items. */}
        {item.category.comingSoon ? (
          <span className="item-card__soon">{text.notForSaleYet}</span>
        ) : (
          <button
            type="button"
            className="item-card__add"
            aria-label={fill(text.addToCart, { name })}
            // The cart keeps to the stock and confirms the add in its toast.
            onClick={() => add({ kind: 'item', id: item.id, name: item.name, nameTh: item.nameTh ?? undefined, unitPrice: item.price, imageUrl: item.thumbnailUrl }, { stock: item.stock })}
          >
            <CartIcon />
          </button>
        )}
      </div>
    </li>
  );
});

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM2 3h2.3l2.6 11.1A2 2 0 0 0 8.8 15.6H18a2 2 0 0 0 1.9-1.4L22 7H6.2L5.8 5.2A2.6 2.6 0 0 0 3.3 3H2Z"
      />
    </svg>
  );
}
