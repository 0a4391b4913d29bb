import type { TransactionStatus } from '../../gql/graphql';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { useLanguage, useMessages } from '../../lib/i18n';
import { amountTone, signedBaht } from '../../lib/signed-money';
import { transactionMethodWord, transactionStatusMessages, transactionTypeMessages } from '../admin-shell/ui/payment-labels';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { adminPaymentsMessages } from './admin-payments-messages';
import { PaymentIcon } from './payment-icons';

export const TransactionRowFragment = graphql(`
  fragment TransactionsTable_transaction on Transaction {
    id
    type
    amount
    method
    status
    date
  }
`);

interface TransactionsTableProps {
  /** Absent while the first answer is on its way. */
  rows: readonly FragmentType<typeof TransactionRowFragment>[] | undefined;
  /** The third column: each row's method, or its status (Transaction History). */
  detail: 'method' | 'status';
  caption: string;
  /** What to say when there are no rows. */
  empty: string;
}

/** A status as an icon and its word; the word is what a screen reader says. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const statuses = useMessages(transactionStatusMessages);
  return (
    <span className={`transaction-status transaction-status--${status.toLowerCase()}`}>
      <span className="transaction-status__icon">
        <PaymentIcon kind={status} />
      </span>
      {statuses[status]}
    </span>
  );
}

/** Type, signed amount (green in, red out), method or status, and date of each transaction. */
export function TransactionsTable({ rows, detail, caption, empty }: TransactionsTableProps) {
  const transactions = useFragment(TransactionRowFragment, rows);
  const { language } = useLanguage();
  const text = useMessages(adminPaymentsMessages);
  const types = useMessages(transactionTypeMessages);
  if (!transactions) return <p className="payments-state" role="status">{text.loadingTransactions}</p>;
  if (transactions.length === 0) return <p className="payments-state">{empty}</p>;
  return (
    <TableScroller label={caption}>
      <table className="admin-table transactions-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.type}</th>
            <th scope="col" className="transactions-table__amount">{text.amount}</th>
            <th scope="col">{detail === 'method' ? text.method : text.status}</th>
            <th scope="col">{text.date}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((row) => (
            <tr key={row.id}>
              <td>{types[row.type]}</td>
              <td className={`transactions-table__amount amount--${amountTone(row.amount)}`}>{signedBaht(row.amount)}</td>
              <td>{detail === 'method' ? transactionMethodWord(row.method, language) : <TransactionStatusBadge status={row.status} />}</td>
              <td>
                <time dateTime={row.date}>{row.date}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
