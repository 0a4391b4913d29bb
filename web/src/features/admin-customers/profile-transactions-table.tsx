import { TRANSACTION_STATUS_LABEL, TRANSACTION_TYPE_LABEL } from '../admin-shell/ui/payment-labels';
import { amountTone, signedBaht } from '../../lib/signed-money';
import { TableScroller } from '../admin-shell/ui/table-scroller';

interface ProfileTransaction {
  id: number;
  type: keyof typeof TRANSACTION_TYPE_LABEL;
  status: keyof typeof TRANSACTION_STATUS_LABEL;
  amount: string;
  method: string;
  date: string;
}

/** The customer's latest transactions (money in or out of the shop), with their status. */
export function ProfileTransactionsTable({ transactions }: { transactions: readonly ProfileTransaction[] }) {
  return (
    <TableScroller label="Recent Transactions">
      <table className="admin-table customer-profile__table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Amount</th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td data-label="Date">{transaction.date}</td>
              <td data-label="Type">{TRANSACTION_TYPE_LABEL[transaction.type]}</td>
              <td data-label="Amount" className={amountTone(transaction.amount) === 'negative' ? 'amount--out' : 'amount--in'}>{signedBaht(transaction.amount)}</td>
              <td data-label="Method">{transaction.method}</td>
              <td data-label="Status">
                <span className={`transaction-status transaction-status--${transaction.status.toLowerCase()}`}>
                  {TRANSACTION_STATUS_LABEL[transaction.status]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
