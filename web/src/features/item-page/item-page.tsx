import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useNotFoundStatus } from '../../app/server-render-context';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { errorCode } from '../../lib/api-error';
import { useMessages } from '../../lib/i18n';
import { useRetryWhenOnline } from '../../lib/use-retry-when-online';
import { ItemDetails } from './item-details';
import { itemPageMessages } from './item-page-messages';
import { ItemPageQuery } from './item-page-queries';
import { MoreFromGame } from './more-from-game';
import './item-page.css';

/** The largest id GraphQL's Int carries: a longer one cannot name an item, and asking would be refused as malformed. */
const MAX_ID = 2 ** 31 - 1;

function itemIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** /items/:id: one item, shareable, with what it costs, how it is delivered and a way to buy it. */
export default function ItemPage() {
  const id = itemIdFrom(useParams().id);
  // A new id is a new page: its quantity and state start afresh.
  return id === null ? <ItemNotFound /> : <ItemPageFor key={id} id={id} />;
}

function ItemPageFor({ id }: { id: number }) {
  const text = useMessages(itemPageMessages);
  const { data, error, loading, refetch } = useQuery(ItemPageQuery, { variables: { id } });
  const item = data?.item;
  const notFound = errorCode(error) === 'NOT_FOUND';
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  useRetryWhenOnline(Boolean(error) && !item && !notFound, retry);

  if (item) {
    return (
      <article className="item-page">
        <ItemDetails item={item} />
        <MoreFromGame game={item.category} exceptId={item.id} />
      </article>
    );
  }
  if (loading) return <PageSpinner label={text.loading} />;
  if (notFound) return <ItemNotFound />;
  return (
    <div className="item-page item-page--centered" role="alert">
      <p>{text.loadFailed}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {text.retry}
      </button>
    </div>
  );
}

/** An id that names no item (never did, or was taken out of the shop): said plainly, with the way to the store. */
function ItemNotFound() {
  const text = useMessages(itemPageMessages);
  useNotFoundStatus();
  return (
    <article className="item-page item-page--centered">
      <PageTitle name={text.notFoundTitle} />
      <h1>{text.notFoundTitle}</h1>
      <p>{text.notFoundText}</p>
      <Link to="/store" className="button">
        {text.backToStore}
      </Link>
    </article>
  );
}
