import { useId } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { formatCount } from './format-count';
import { overviewMessages } from './overview-messages';

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
  const text = useMessages(overviewMessages);
  return (
    <section className="admin-card overview-latest" aria-labelledby={titleId}>
      <h2 id={titleId} className="overview-section-title">
        {text.latestItems}
      </h2>
      {items.length === 0 ? (
        <p className="overview-empty">{text.noItems}</p>
      ) : (
        <TableScroller label={text.latestItems}>
          <table className="admin-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{text.colItem}</th>
                <th scope="col">{text.colCategory}</th>
                <th scope="col">{text.colStock}</th>
                <th scope="col">{text.colPrice}</th>
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
                  <td>{item.category.name || text.otherCategory}</td>
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
