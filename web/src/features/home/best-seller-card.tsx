import { Link } from 'react-router-dom';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import type { ItemType } from '../../gql/graphql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { itemNameIn } from '../../lib/item-name';
import { itemPath } from '../../lib/item-path';
import { formatBaht } from '../../lib/money';
import { useCart } from '../cart/cart-context';
import { homeMessages } from './home-messages';

export interface BestSellerView {
  id: number;
  name: string;
  nameTh?: string | null;
  type: ItemType;
  price: string;
  oldPrice?: string | null;
  stock: number;
  thumbnailUrl: string;
  category: { name: string; comingSoon: boolean };
}

export function BestSellerCard({ item }: { item: BestSellerView }) {
  const text = useMessages(homeMessages);
  const name = itemNameIn(useLanguage().language, item);
  const { add } = useCart();
  return (
    <li className="best-seller">
      <span className="best-seller__type">{text[item.type]}</span>
      <img className="best-seller__image" src={item.thumbnailUrl} alt="" width={128} height={128} onError={showPlaceholderOnError} />
      <h3 className="best-seller__name">
        {/* Stretched over the card (home.css), so the picture opens the item too; the add button sits above it. */}
        <Link to={itemPath(item.id)} className="best-seller__link">
          {name}
        </Link>
      </h3>
      <p className="best-seller__game">{item.category.name}</p>
      <p className="best-seller__prices">
        <span className="visually-hidden">{text.price} </span>
        <span className="best-seller__price">{formatBaht(item.price)}</span>
        {item.oldPrice && (
          <s className="best-seller__old-price">
            <span className="visually-hidden">{text.oldPrice} </span>
            {formatBaht(item.oldPrice)}
          </s>
        )}
      </p>
      {/* A game marked "Soon" is shown before it opens; the server refuses an order of its items. */}
      {item.category.comingSoon ? (
        <p className="best-seller__soon">{text.notForSaleYet}</p>
      ) : (
        <button
          type="button"
          className="button best-seller__add"
          aria-label={fill(text.addItemToCart, { name })}
          // The cart keeps to the stock and confirms the add in its toast.
          onClick={() => add({ kind: 'item', id: item.id, name: item.name, nameTh: item.nameTh ?? undefined, unitPrice: item.price, imageUrl: item.thumbnailUrl }, { stock: item.stock })}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="9" cy="20" r="1.5" fill="currentColor" />
            <circle cx="17" cy="20" r="1.5" fill="currentColor" />
          </svg>
          {text.addToCart}
        </button>
      )}
    </li>
  );
}
