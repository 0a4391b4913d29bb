import { Link, useSearchParams } from 'react-router-dom';
import type { MyWalletQuery } from '../../gql/graphql';
import { bangkokTime } from '../../lib/bangkok-time';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { amountTone, signedBaht } from '../../lib/signed-money';
import { describeMovement } from './wallet-movement';
import { walletMessages } from './wallet-messages';

type ShownWallet = MyWalletQuery['myWallet'];

/** ?page=2 → 2; anything else is the first page. */
export function historyPageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Every movement of the wallet, newest first: what caused it, when (Bangkok time), how much in or out, and what was left. */
export function WalletHistory({ wallet, pageSize, busy }: { wallet: ShownWallet; pageSize: number; busy: boolean }) {
  const t = useMessages(walletMessages);
  const { language } = useLanguage();
  const [search] = useSearchParams();
  const page = historyPageFrom(search);
  const pages = Math.max(1, Math.ceil(wallet.total / pageSize));
  // Paging keeps the rest of the address (an open top-up stays open).
  const linkTo = (to: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(to));
    return `?${next}`;
  };

  return (
    <section className="wallet-card wallet-history" aria-labelledby="wallet-history-heading">
      <h2 id="wallet-history-heading">{t.historyHeading}</h2>
      {wallet.total === 0 ? (
        <p>{t.noMovements}</p>
      ) : (
        <ul className="wallet-history__list" aria-labelledby="wallet-history-heading" aria-busy={busy || undefined}>
          {wallet.entries.map((entry, index) => {
            const what = describeMovement(entry, t);
            return (
              <li key={`${entry.ref} ${entry.at} ${index}`} className="wallet-entry">
                <div className="wallet-entry__what">
                  <p className="wallet-entry__title">{what.orderNumber ? <Link to={`/orders/${encodeURIComponent(what.orderNumber)}`}>{what.text}</Link> : what.text}</p>
                  {what.reason && <p className="wallet-entry__reason">{fill(t.reason, { reason: what.reason })}</p>}
                  <time dateTime={entry.at}>{bangkokTime(entry.at, language)}</time>
                </div>
                <div className="wallet-entry__money">
                  <p className={`wallet-entry__amount wallet-entry__amount--${amountTone(entry.amount)}`}>{signedBaht(entry.amount)}</p>
                  <p className="wallet-entry__after">{fill(t.balanceAfter, { amount: formatBaht(entry.balanceAfter) })}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {wallet.total > 0 && <p className="wallet-history__zone">{t.bangkokTime}</p>}
      {pages > 1 && (
        <nav className="wallet-pager" aria-label={t.pages}>
          {page > 1 ? <Link to={linkTo(page - 1)}>{t.previous}</Link> : <span aria-hidden="true" />}
          <span>{fill(t.pageOf, { page, pages })}</span>
          {page < pages ? <Link to={linkTo(page + 1)}>{t.next}</Link> : <span aria-hidden="true" />}
        </nav>
      )}
    </section>
  );
}
