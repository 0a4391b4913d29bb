import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { AddCategoryForm } from './add-category-form';
import { catalogueMessages } from './catalogue-messages';
import { filterByName } from './catalogue-rules';
import { CategoryCard } from './category-card';
import './admin-catalogue.css';

const AdminGameCategoriesQuery = graphql(`
  query AdminGameCategories {
    categories {
      id
      name
      imageUrl
      comingSoon
    }
  }
`);

/** Map Game Category: search the loaded games, add one, and edit or delete each card. */
export default function GameCategoriesPage() {
  const text = useMessages(catalogueMessages);
  const { data, error } = useQuery(AdminGameCategoriesQuery, { fetchPolicy: 'cache-and-network' });
  const [search, setSearch] = useState('');
  const shown = filterByName(data?.categories ?? [], search);

  return (
    <AdminPage title={text.categoriesTitle}>
      <label className="admin-field catalogue-search">
        <span className="visually-hidden">{text.searchCategories}</span>
        <input type="search" placeholder={text.searchCategoriesPlaceholder} value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <AddCategoryForm />
      <ErrorText error={error} />
      {!data ? (
        !error && <PageSpinner label={text.loadingCategories} />
      ) : shown.length === 0 ? (
        <p className="catalogue-empty">{data.categories.length === 0 ? text.noCategories : text.noCategoriesMatch}</p>
      ) : (
        <div className="catalogue-grid-frame">
          <ul className="catalogue-category-grid" aria-label={text.categoriesLabel}>
            {shown.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </ul>
        </div>
      )}
    </AdminPage>
  );
}
