import type { TransactionStatus, TransactionType } from '../../gql/graphql';
import { useLanguage, useMessages } from '../../lib/i18n';
import { transactionMethodWord, transactionStatusMessages, transactionTypeMessages } from '../admin-shell/ui/payment-labels';
import { amountTone, signedBaht } from '../../lib/signed-money';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { adminCustomersMessages } from './admin-customers-messages';

interface ProfileTransaction {
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  amount: string;
  method: string;
  date: string;
}

/** The customer's latest transactions (money in or out of the shop), with their status. */
export function ProfileTransactionsTable({ transactions }: { transactions: readonly ProfileTransaction[] }) {
  const { language } = useLanguage();
  const text = useMessages(adminCustomersMessages);
  const types = useMessages(transactionTypeMessages);
  const statuses = useMessages(transactionStatusMessages);
  return (
    <TableScroller label={text.recentTransactions}>
      <table className="admin-table customer-profile__table">
        <thead>
          <tr>
            <th scope="col">{text.date}</th>
            <th scope="col">{text.type}</th>
            <th scope="col">{text.amount}</th>
            <th scope="col">{text.method}</th>
            <th scope="col">{text.status}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td data-label={text.date}>{transaction.date}</td>
              <td data-label={text.type}>{types[transaction.type]}</td>
              <td data-label={text.amount} className={amountTone(transaction.amount) === 'negative' ? 'amount--out' : 'amount--in'}>{signedBaht(transaction.amount)}</td>
              <td data-label={text.method}>{transactionMethodWord(transaction.method, language)}</td>
              <td data-label={text.status}>
                <span className={`transaction-status transaction-status--${transaction.status.toLowerCase()}`}>
                  {statuses[transaction.status]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
