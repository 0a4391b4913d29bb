import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { catalogueMessages } from './catalogue-messages';
import { itemsCounted } from './catalogue-rules';
import type { CategoryChoice } from './item-fields';
import { StockItemCard } from './stock-item-card';

/** Newest first, so an item just added is at the top of the grid. */
export const StockItemsQuery = graphql(`
  query StockItems($categoryId: Int, $offset: Int!, $limit: Int!) {
    items(page: { offset: $offset, limit: $limit }, sort: NEWEST, filter: { categoryId: $categoryId }) {
      total
      items {
        id
        ...StockItemCard_item
      }
    }
  }
`);

/** Items per request; the API caps a page at 100, so more come with Load more. */
const PAGE_SIZE = 60;

interface StockItemGridProps {
  /** The selected tab's game; null for All Categories. */
  categoryId: number | null;
  categories: readonly CategoryChoice[];
}

/**
 * The item cards of one tab, a page at a time. Each further page is its own query, so a change that
 * refetches StockItems reloads every page shown (offsets shift when items are added or removed).
 */
export function StockItemGrid({ categoryId, categories }: StockItemGridProps) {
  const text = useMessages(catalogueMessages);
  const { language } = useLanguage();
  const [pagesShown, setPagesShown] = useState(1);
  const { data, error } = useQuery(StockItemsQuery, {
    variables: { categoryId, offset: 0, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) return error ? <ErrorText error={error} /> : <PageSpinner label={text.loadingItems} />;

  const { total, items } = data.items;
  if (total === 0) return <p className="catalogue-empty">{text.noItemsInCategory}</p>;
  const shown = Math.min(total, pagesShown * PAGE_SIZE);
  return (
    <div className="catalogue-grid-frame">
      <ErrorText error={error} />
      <ul className="catalogue-item-grid" aria-label={text.itemsLabel}>
        {items.map((item) => (
          <StockItemCard key={item.id} item={item} categories={categories} />
        ))}
        {Array.from({ length: pagesShown - 1 }, (_, index) => (
          <FurtherItems key={index} categoryId={categoryId} offset={(index + 1) * PAGE_SIZE} categories={categories} />
        ))}
      </ul>
      <div className="catalogue-more">
        <p className="catalogue-muted">
          {fill(text.showingOf, { shown, total: itemsCounted(language, total) })}
        </p>
        {shown < total && (
          <button type="button" className="button button--ghost" onClick={() => setPagesShown((count) => count + 1)}>
            {text.loadMore}
          </button>
        )}
      </div>
    </div>
  );
}

/** One further page of cards, inside the grid's list. */
function FurtherItems({ categoryId, offset, categories }: StockItemGridProps & { offset: number }) {
  const text = useMessages(catalogueMessages);
  const { data, error } = useQuery(StockItemsQuery, {
    variables: { categoryId, offset, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) {
    return <li className="catalogue-item-grid__status">{error ? <ErrorText error={error} /> : <PageSpinner label={text.loadingItems} />}</li>;
  }
  return data.items.items.map((item) => <StockItemCard key={item.id} item={item} categories={categories} />);
}
