import { useSiteOrigin } from '../../app/server-render-context';
import { layoutMessages } from '../../components/layout/layout-messages';
import { PageTitle } from '../../components/page-title';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { itemNameIn } from '../../lib/item-name';
import { itemPath } from '../../lib/item-path';
import { formatBaht } from '../../lib/money';
import { itemPageMessages } from './item-page-messages';
import { deliveryMethodOf, type ShownItem } from './item-page-model';

/**
 * The item's title and link-preview tags, which React 19 hoists into <head> while the page is shown; the server's
 * render of the page writes them into its HTML, for previews that run no script.
 */
export function ItemMetaTags({ item }: { item: ShownItem }) {
  const text = useMessages(itemPageMessages);
  const shop = useMessages(layoutMessages).productName;
  const origin = useSiteOrigin();
  const name = itemNameIn(useLanguage().language, item);
  const image = new URL(item.imageUrl, origin).href;
  const description = fill(text.description, {
    name,
    rarity: item.rarity,
    type: text[item.type],
    game: item.category.name,
    price: formatBaht(item.price),
    method: text[deliveryMethodOf(item)],
  });
  return (
    <>
      <PageTitle name={name} />
      <meta name="description" content={description} />
      <meta property="og:type" content="product" />
      <meta property="og:site_name" content={shop} />
      <meta property="og:title" content={name} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:url" content={`${origin}${itemPath(item.id)}`} />
      <meta property="product:price:amount" content={item.price} />
      <meta property="product:price:currency" content="THB" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={name} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
