import type { TransactionStatus } from '../../gql/graphql';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { amountTone, signedBaht } from '../../lib/signed-money';
import { TRANSACTION_STATUS_LABEL_TH, TRANSACTION_TYPE_LABEL } from '../admin-shell/ui/payment-labels';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { PaymentIcon } from './payment-icons';

export const TransactionRowFragment = graphql(`
  fragment TransactionsTable_transaction on Transaction {
    id
    type
    typeThai
    amount
    method
    status
    date
  }
`);

export interface TransactionsTableText {
  caption: string;
  type: string;
  amount: string;
  /** Heading of the third column: the method, or the status (Transaction History). */
  detail: string;
  date: string;
  loading: string;
  empty: string;
}

interface TransactionsTableProps {
  /** Absent while the first answer is on its way. */
  rows: readonly FragmentType<typeof TransactionRowFragment>[] | undefined;
  /**
   * 'status': Transaction History (Thai), which shows each type's Thai name beside the English one (its search
   * matches both); 'method': the English screens.
   */
  detail: 'method' | 'status';
  text: TransactionsTableText;
}

/** A status as an icon and its Thai word; the word is what a screen reader says. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <span className={`transaction-status transaction-status--${status.toLowerCase()}`}>
      <span className="transaction-status__icon">
        <PaymentIcon kind={status} />
      </span>
      {TRANSACTION_STATUS_LABEL_TH[status]}
    </span>
  );
}

/** Type, signed amount (green in, red out), method or status, and date of each transaction. */
export function TransactionsTable({ rows, detail, text }: TransactionsTableProps) {
  const transactions = useFragment(TransactionRowFragment, rows);
  if (!transactions) return <p className="payments-state" role="status">{text.loading}</p>;
  if (transactions.length === 0) return <p className="payments-state">{text.empty}</p>;
  return (
    <TableScroller label={text.caption}>
      <table className="admin-table transactions-table">
        <caption className="visually-hidden">{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.type}</th>
            <th scope="col" className="transactions-table__amount">{text.amount}</th>
            <th scope="col">{text.detail}</th>
            <th scope="col">{text.date}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((row) => (
            <tr key={row.id}>
              <td>
                {detail === 'status' ? (
                  <>
                    {row.typeThai}{' '}
                    <span className="transactions-table__type-en" lang="en">
                      {TRANSACTION_TYPE_LABEL[row.type]}
                    </span>
                  </>
                ) : (
                  TRANSACTION_TYPE_LABEL[row.type]
                )}
              </td>
              <td className={`transactions-table__amount amount--${amountTone(row.amount)}`}>{signedBaht(row.amount)}</td>
              <td>{detail === 'method' ? row.method : <TransactionStatusBadge status={row.status} />}</td>
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
