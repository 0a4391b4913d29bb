import { useId } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { formatBaht } from '../../lib/money';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { formatCount } from './format-count';

export interface LatestItem {
  id: number;
  name: string;
  imageUrl: string;
  stock: number;
  price: string;
  category: { name: string };
}

/** 'Latest Robox Items': the newest items of the catalogue (the spec's spelling of the title). */
export function LatestItemsTable({ items }: { items: readonly LatestItem[] }) {
  const titleId = useId();
  return (
    <section className="admin-card overview-latest" aria-labelledby={titleId}>
      <h2 id={titleId} className="overview-section-title">
        Latest Robox Items
      </h2>
      {items.length === 0 ? (
        <p className="overview-empty">No items yet.</p>
      ) : (
        <TableScroller label="Latest Robox Items">
          <table className="admin-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Category</th>
                <th scope="col">Stock</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="overview-latest__item">
                    <span className="overview-latest__name">
                      <img src={item.imageUrl} alt="" width={36} height={36} loading="lazy" onError={showPlaceholderOnError} />
                      {item.name}
                    </span>
                  </th>
                  <td>{item.category.name || 'Other'}</td>
                  <td>{formatCount(item.stock)}</td>
                  <td>{formatBaht(item.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
