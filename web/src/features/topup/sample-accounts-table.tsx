import { useId, useState } from 'react';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import {
  ALL_RATES,
  accountsToCsv,
  accountsToTsv,
  filterByRate,
  PAGE_BUTTON_COUNT,
  pageCount,
  pageOf,
  type RateFilter,
  rateChips,
  SAMPLE_ACCOUNTS,
} from './sample-accounts';
import { topUpMessages } from './topup-messages';

const CHIPS = rateChips(SAMPLE_ACCOUNTS);
const PAGE_NUMBERS = Array.from({ length: PAGE_BUTTON_COUNT }, (_, index) => index + 1);
const robuxFormat = new Intl.NumberFormat('en-US');

/**
 * The spec's sample-accounts table. Chips, pages and the two copy buttons work; the exports and the per-row
 * Buy/Detail stay placeholders as in the spec, but say "coming soon" instead of silently doing nothing.
 */
export function SampleAccountsTable() {
  const text = useMessages(topUpMessages);
  const headingId = useId();
  const captionId = useId();
  const [rateFilter, setRateFilter] = useState<RateFilter>(ALL_RATES);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');

  const filtered = filterByRate(SAMPLE_ACCOUNTS, rateFilter);
  const lastPage = pageCount(filtered.length);
  const rows = pageOf(filtered, page);

  const chooseRate = (filter: RateFilter) => {
    setRateFilter(filter);
    setPage(1);
    setStatus('');
  };

  const copy = async (content: string) => {
    try {
      await navigator.clipboard.writeText(content);
      setStatus(fill(text.copiedRows, { count: filtered.length }));
    } catch {
      setStatus(text.copyFailed);
    }
  };

  const comingSoon = (action: string) => fill(text.comingSoon, { action });
  const placeholderProps = (action: string) => ({
    type: 'button' as const,
    'aria-disabled': true,
    title: comingSoon(action),
    onClick: () => setStatus(comingSoon(action)),
  });

  return (
    <section className="sample-accounts" aria-labelledby={headingId}>
      <h2 id={headingId} className="sample-accounts__heading">
        {text.accountsHeading}
      </h2>

      <div className="sample-accounts__chips" role="group" aria-label={text.accountsFilter}>
        {CHIPS.map((chip) => (
          <button
            key={chip.filter}
            type="button"
            className="rate-chip"
            aria-pressed={chip.filter === rateFilter}
            onClick={() => chooseRate(chip.filter)}
          >
            {chip.filter === ALL_RATES ? text.allAccounts : fill(text.rateChip, { rate: chip.filter })}{' '}
            <span className="rate-chip__count">{chip.count}</span>
          </button>
        ))}
      </div>

      <div className="sample-accounts__tools">
        <button type="button" className="tool-button" onClick={() => copy(accountsToTsv(filtered))}>
          {text.copyAll}
        </button>
        <button type="button" className="tool-button" onClick={() => copy(accountsToCsv(filtered))}>
          {text.copyCsv}
        </button>
        <button className="tool-button" {...placeholderProps(text.excelExport)}>
          {text.excelExport}
        </button>
        <button className="tool-button" {...placeholderProps(text.exportPdf)}>
          {text.exportPdf}
        </button>
        <p className="sample-accounts__status" role="status" aria-live="polite">
          {status}
        </p>
      </div>

      {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
      <div className="sample-accounts__scroller" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="sample-accounts__table">
          <caption id={captionId} className="visually-hidden">{fill(text.accountsCaption, { page, pages: lastPage })}</caption>
          <thead>
            <tr>
              <th scope="col">{text.columnId}</th>
              <th scope="col" className="numeric">{text.columnRobux}</th>
              <th scope="col" className="numeric">{text.columnRate}</th>
              <th scope="col" className="numeric">{text.columnPrice}</th>
              <th scope="col">{text.columnAccountType}</th>
              <th scope="col" className="numeric">{text.columnGuarantee}</th>
              <th scope="col">{text.columnOperation}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((account) => (
              <tr key={account.id}>
                <th scope="row">{account.id}</th>
                <td className="numeric">{robuxFormat.format(account.robux)}</td>
                <td className="numeric">{account.rate}</td>
                <td className="numeric">{formatBaht(account.price)}</td>
                <td>{account.accountType}</td>
                <td className="numeric">{account.guarantee}</td>
                <td>
                  <div className="sample-accounts__operations">
                    <button className="row-button row-button--buy" {...placeholderProps(text.buy)}>
                      {text.buy}
                    </button>
                    <button className="row-button" {...placeholderProps(text.detail)}>
                      {text.detail}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <nav className="sample-accounts__pages" aria-label={text.pagination}>
        {PAGE_NUMBERS.map((number) => (
          <button
            key={number}
            type="button"
            className="page-button"
            aria-current={number === page ? 'page' : undefined}
            disabled={number > lastPage}
            onClick={() => setPage(number)}
          >
            {number}
          </button>
        ))}
        <button type="button" className="page-button" title={text.nextPage} disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
          {text.next}
        </button>
        <button type="button" className="page-button" title={text.lastPage} disabled={page >= lastPage} onClick={() => setPage(lastPage)}>
          {text.last}
        </button>
      </nav>
    </section>
  );
}
