import { useId } from 'react';
import type { AccountRow_AccountFragment as AccountRow } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { formatRobuxCount } from '../../lib/robux';
import { type AccountSort, rateLabel } from './account-filters';
import { topUpMessages } from './topup-messages';


interface AccountsGridProps {
  rows: readonly AccountRow[];
  caption: string;
  sort: AccountSort;
  /** A new page or filter is on its way: the rows shown are the previous ones. */
  busy: boolean;
  onSort(column: 'rate' | 'price'): void;
  onBuy(account: AccountRow): void;
  onDetail(account: AccountRow): void;
}

/** One page of accounts; RATE and PRICE sort by a press on their header. */
export function AccountsGrid({ rows, caption, sort, busy, onSort, onBuy, onDetail }: AccountsGridProps) {
  const text = useMessages(topUpMessages);
  const captionId = useId();
  const sortable = (column: 'rate' | 'price', label: string) => {
    const direction = sort === `${column}_asc` ? 'ascending' : sort === `${column}_desc` ? 'descending' : undefined;
    return (
      <th scope="col" className="numeric" aria-sort={direction}>
        <button type="button" className="sort-button" title={fill(text.sortBy, { column: label })} onClick={() => onSort(column)}>
          {label}
          <span className="sort-button__arrow" aria-hidden="true">
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className="robux-accounts__scroller" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={busy || undefined}>
      <table className="robux-accounts__table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text.columnId}</th>
            <th scope="col" className="numeric">
              {text.columnRobux}
            </th>
            {sortable('rate', text.columnRate)}
            {sortable('price', text.columnPrice)}
            <th scope="col">{text.columnAccountType}</th>
            <th scope="col" className="numeric">
              {text.columnGuarantee}
            </th>
            <th scope="col">{text.columnOperation}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((account) => (
            <tr key={account.id}>
              <th scope="row">{account.id}</th>
              <td className="numeric">{formatRobuxCount(account.robux)}</td>
              <td className="numeric">{rateLabel(account.rate)}</td>
              <td className="numeric">{formatBaht(account.price)}</td>
              <td>{account.accountType}</td>
              <td className="numeric">{fill(text.guaranteeDays, { days: account.guaranteeDays })}</td>
              <td>
                <div className="robux-accounts__operations">
                  <button type="button" className="row-button row-button--buy" aria-label={fill(text.buyAccount, { id: account.id })} onClick={() => onBuy(account)}>
                    {text.buy}
                  </button>
                  <button type="button" className="row-button" aria-label={fill(text.detailOf, { id: account.id })} aria-haspopup="dialog" onClick={() => onDetail(account)}>
                    {text.detail}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
