import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../lib/i18n';
import { screenMessages } from '../admin-shell/sidebar-links';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { adminPaymentsMessages } from './admin-payments-messages';
import { LinkedAccounts } from './linked-accounts';
import { TransactionListQuery } from './transaction-list';
import { TransactionsTable } from './transactions-table';
import './payments.css';

const RECENT_COUNT = 10;

/** Linked payout accounts and the latest transactions of any status. */
export default function ManagePaymentsPage() {
  const recent = useQuery(TransactionListQuery, { variables: { page: { offset: 0, limit: RECENT_COUNT } } });
  const text = useMessages(adminPaymentsMessages);
  return (
    <AdminPage title={useMessages(screenMessages)['manage-payments']}>
      <LinkedAccounts />
      <section className="payments-section" aria-labelledby="recent-transactions-title">
        <h2 id="recent-transactions-title">{text.recentTransactions}</h2>
        <ErrorText error={recent.error} />
        {!recent.error && <TransactionsTable rows={recent.data?.transactions.transactions} detail="method" caption={text.recentTransactions} empty={text.noTransactionsYet} />}
      </section>
    </AdminPage>
  );
}
