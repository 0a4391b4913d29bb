import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { AddCategoryForm } from './add-category-form';
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
  const { data, error } = useQuery(AdminGameCategoriesQuery, { fetchPolicy: 'cache-and-network' });
  const [search, setSearch] = useState('');
  const shown = filterByName(data?.categories ?? [], search);

  return (
    <AdminPage title="Map Game Category">
      <label className="admin-field catalogue-search">
        <span className="visually-hidden">Search categories</span>
        <input type="search" placeholder="Search categories..." value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <AddCategoryForm />
      <ErrorText error={error} />
      {!data ? (
        !error && <PageSpinner label="Loading categories..." />
      ) : shown.length === 0 ? (
        <p className="catalogue-empty">{data.categories.length === 0 ? 'No categories yet.' : 'No categories match your search.'}</p>
      ) : (
        <div className="catalogue-grid-frame">
          <ul className="catalogue-category-grid" aria-label="Categories">
            {shown.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </ul>
        </div>
      )}
    </AdminPage>
  );
}
