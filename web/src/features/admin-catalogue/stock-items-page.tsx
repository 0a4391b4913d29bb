import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { AddItemForm } from './add-item-form';
import { AdjustPricesControl } from './adjust-prices-control';
import { StockItemGrid } from './stock-item-grid';
import './admin-catalogue.css';

const StockItemCategoriesQuery = graphql(`
  query StockItemCategories {
    categories {
      id
      name
    }
  }
`);

/** Stock Items: category tabs, Adjust Price (%), Add New Item and the item grid of the selected tab. */
export default function StockItemsPage() {
  const { data, error } = useQuery(StockItemCategoriesQuery, { fetchPolicy: 'cache-and-network' });
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = data?.categories ?? [];
  const selected = categories.find((category) => category.id === categoryId) ?? null;

  return (
    <AdminPage title="Stock Items">
      <ErrorText error={error} />
      {!data ? (
        !error && <PageSpinner label="Loading categories..." />
      ) : (
        <>
          <div className="catalogue-tabs" role="group" aria-label="Categories">
            {[{ id: null, name: 'All Categories' }, ...categories].map((category) => (
              <button
                key={category.id ?? 'all'}
                type="button"
                className="catalogue-tab"
                aria-pressed={category.id === categoryId}
                onClick={() => setCategoryId(category.id)}
              >
                {category.name}
              </button>
            ))}
          </div>
          <div className="catalogue-tools">
            <AdjustPricesControl category={selected} />
            <AddItemForm
              categories={categories}
              categoryId={categoryId}
              // A tab of another game would hide the new item, so show its game instead.
              onAdded={(addedTo) => setCategoryId((current) => (current === null ? null : addedTo))}
            />
          </div>
          <StockItemGrid key={categoryId ?? 'all'} categoryId={categoryId} categories={categories} />
        </>
      )}
    </AdminPage>
  );
}
