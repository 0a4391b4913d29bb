import { useQuery } from '@apollo/client/react';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { LinkedAccounts } from './linked-accounts';
import { TransactionListQuery } from './transaction-list';
import { TransactionsTable } from './transactions-table';
import './payments.css';

const RECENT_COUNT = 10;

const TABLE_TEXT = {
  caption: 'Recent Transactions',
  type: 'Type',
  amount: 'Amount',
  detail: 'Method',
  date: 'Date',
  loading: 'Loading transactions...',
  empty: 'No transactions yet.',
};

/** Linked payout accounts and the latest transactions of any status. */
export default function ManagePaymentsPage() {
  const recent = useQuery(TransactionListQuery, { variables: { page: { offset: 0, limit: RECENT_COUNT } } });
  return (
    <AdminPage title="Manage Payments">
      <LinkedAccounts />
      <section className="payments-section" aria-labelledby="recent-transactions-title">
        <h2 id="recent-transactions-title">Recent Transactions</h2>
        <ErrorText error={recent.error} />
        {!recent.error && <TransactionsTable rows={recent.data?.transactions.transactions} detail="method" text={TABLE_TEXT} />}
      </section>
    </AdminPage>
  );
}
