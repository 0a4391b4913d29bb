import { Link } from 'react-router-dom';
import type { WalletMovementKind } from '../../gql/graphql';
import { useLanguage, useMessages } from '../../lib/i18n';
import { bangkokTime } from '../../lib/bangkok-time';
import { formatBaht } from '../../lib/money';
import { amountTone, signedBaht } from '../../lib/signed-money';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { adminCustomersMessages } from './admin-customers-messages';
import { movementCause } from './wallet-movement';

interface WalletMovement {
  amount: string;
  balanceAfter: string;
  kind: WalletMovementKind;
  ref: string;
  reason?: string | null;
  at: string;
}

/** The customer's latest wallet movements: signed amount, the balance it left, and what caused it (with staff's reason). */
export function WalletMovementsTable({ entries }: { entries: readonly WalletMovement[] }) {
  const { language } = useLanguage();
  const text = useMessages(adminCustomersMessages);
  return (
    <TableScroller label={text.walletMovements}>
      <table className="admin-table customer-profile__table">
        <thead>
          <tr>
            <th scope="col">{text.date}</th>
            <th scope="col">{text.amount}</th>
            <th scope="col">{text.balanceAfter}</th>
            <th scope="col">{text.what}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const cause = movementCause(entry.kind, entry.ref, entry.amount);
            return (
              // A transfer's key names it once; a wallet has one entry per transfer.
              <tr key={entry.ref}>
                <td data-label={text.date}>
                  <time dateTime={entry.at}>{bangkokTime(entry.at, language)}</time>
                </td>
                <td data-label={text.amount} className={amountTone(entry.amount) === 'negative' ? 'amount--out' : 'amount--in'}>{signedBaht(entry.amount)}</td>
                <td data-label={text.balanceAfter}>{formatBaht(entry.balanceAfter)}</td>
                <td data-label={text.what} className="customer-profile__cause">
                  {text[cause.text]}
                  {cause.orderNumber && (
                    <>
                      {' '}
                      <Link to={`/dashboard/orders/${encodeURIComponent(cause.orderNumber)}`}>{cause.orderNumber}</Link>
                    </>
                  )}
                  {entry.reason && <span className="customer-profile__reason">“{entry.reason}”</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
