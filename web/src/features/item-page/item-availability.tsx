import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { fillCount } from '../../lib/plural';
import { itemPageMessages } from './item-page-messages';
import type { ShownItem } from './item-page-model';
import { ItemPurchase } from './item-purchase';

/** Whether the item can be bought now, and buying it: not yet (its game is "Soon"), not any more (sold out), or here. */
export function ItemAvailability({ item }: { item: ShownItem }) {
  const text = useMessages(itemPageMessages);
  const { language } = useLanguage();
  // The server refuses an order of it too; this only spares the shopper a trip to checkout.
  if (item.category.comingSoon) {
    return (
      <>
        <p className="item-page__stock item-page__stock--soon">{text.comingSoon}</p>
        <p className="item-page__note">{fill(text.comingSoonText, { game: item.category.name })}</p>
      </>
    );
  }
  if (item.stock === 0) {
    return (
      <>
        <p className="item-page__stock item-page__stock--out">{text.outOfStock}</p>
        <p className="item-page__note">{text.outOfStockText}</p>
      </>
    );
  }
  return (
    <>
      <p className="item-page__stock">{fillCount(language, item.stock, { one: text.inStockOne, other: text.inStockOther })}</p>
      <ItemPurchase item={item} />
    </>
  );
}
