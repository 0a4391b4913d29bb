import { useEffect } from 'react';
import { layoutMessages } from '../../components/layout/layout-messages';
import { PageTitle } from '../../components/page-title';
import { fill, useMessages } from '../../lib/i18n';
import { itemPath } from '../../lib/item-path';
import { formatBaht } from '../../lib/money';
import { itemPageMessages } from './item-page-messages';
import { deliveryMethodOf, type ShownItem } from './item-page-model';

/**
 * The item's title and link-preview tags, which React 19 hoists into <head> while the page is shown. The server
 * writes the same tags into the HTML it answers for /items/:id (for previews that run no script), marked
 * data-item-preview; once the page runs they are this component's to keep, so the server's go (an item opened
 * next, in the page, must not leave the first one's behind).
 */
export function ItemMetaTags({ item }: { item: ShownItem }) {
  const text = useMessages(itemPageMessages);
  const shop = useMessages(layoutMessages).productName;
  useEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-item-preview]')) {
      // The server's title becomes the shop's again: it is what the tab shows between two pages' own titles.
      if (tag instanceof HTMLTitleElement) {
        tag.textContent = shop;
        tag.removeAttribute('data-item-preview');
      } else {
        tag.remove();
      }
    }
  }, [shop]);
  const { origin } = window.location;
  const image = new URL(item.imageUrl, origin).href;
  const description = fill(text.description, {
    name: item.name,
    rarity: item.rarity,
    type: text[item.type],
    game: item.category.name,
    price: formatBaht(item.price),
    method: text[deliveryMethodOf(item)],
  });
  return (
    <>
      <PageTitle name={item.name} />
      <meta name="description" content={description} />
      <meta property="og:type" content="product" />
      <meta property="og:site_name" content={shop} />
      <meta property="og:title" content={item.name} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:url" content={`${origin}${itemPath(item.id)}`} />
      <meta property="product:price:amount" content={item.price} />
      <meta property="product:price:currency" content="THB" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={item.name} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
