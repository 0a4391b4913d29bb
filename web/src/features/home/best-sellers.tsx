import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { BestSellerCard } from './best-seller-card';
import { homeMessages } from './home-messages';
import { SectionState } from './section-state';

/** The six most sold items: the server ranks POPULARITY by sold count. */
export const HomeBestSellersQuery = graphql(`
  query HomeBestSellers {
    items(page: { limit: 6 }, sort: POPULARITY) {
      items {
        id
        name
        nameTh
        type
        price
        oldPrice
        stock
        thumbnailUrl
        category {
          id
          name
          comingSoon
        }
      }
    }
  }
`);

export function BestSellers() {
  const text = useMessages(homeMessages);
  const { data, loading, error, refetch } = useQuery(HomeBestSellersQuery);
  const items = data?.items.items ?? [];

  return (
    <section className="home-section" aria-labelledby="home-best-sellers-title">
      <div className="home-section__header">
        <h2 id="home-best-sellers-title" className="home-section__title">
          {text.bestSellers}
        </h2>
        <Link className="home-section__more" to="/store">
          {text.seeAll}
        </Link>
      </div>
      {loading && !data ? (
        <SectionState kind="loading" label={text.loadingBestSellers} />
      ) : error && !data ? (
        <SectionState kind="error" message={text.bestSellersFailed} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <SectionState kind="empty" message={text.noBestSellers} />
      ) : (
        <ul className="best-sellers">
          {items.map((item) => (
            <BestSellerCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
