import { Link } from 'react-router-dom';
import type { WalletMovementKind } from '../../gql/graphql';
import { formatBaht } from '../../lib/money';
import { amountTone, signedBaht } from '../../lib/signed-money';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { bangkokDay } from './bangkok-day';
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
  return (
    <TableScroller label="Wallet Movements">
      <table className="admin-table customer-profile__table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">Balance after</th>
            <th scope="col">What</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const cause = movementCause(entry.kind, entry.ref, entry.amount);
            return (
              // A transfer's key names it once; a wallet has one entry per transfer.
              <tr key={entry.ref}>
                <td data-label="Date">
                  <time dateTime={entry.at}>{bangkokDay(entry.at)}</time>
                </td>
                <td data-label="Amount" className={amountTone(entry.amount) === 'negative' ? 'amount--out' : 'amount--in'}>{signedBaht(entry.amount)}</td>
                <td data-label="Balance after">{formatBaht(entry.balanceAfter)}</td>
                <td data-label="What" className="customer-profile__cause">
                  {cause.text}
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
