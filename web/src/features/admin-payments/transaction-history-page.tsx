import { useMessages } from '../../lib/i18n';
import { screenMessages } from '../admin-shell/sidebar-links';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { adminPaymentsMessages } from './admin-payments-messages';
import { HistoryToolbar } from './history-toolbar';
import { historyQueryFilter } from './transaction-filter';
import { TransactionList } from './transaction-list';
import { useCsvDownload } from './use-csv-download';
import { useTransactionFilter } from './use-transaction-filter';
import './payments.css';

/** Every transaction, searchable by type (its Thai or English name) and filterable by status. */
export default function TransactionHistoryPage() {
  const [filter, setFilter] = useTransactionFilter();
  const queryFilter = historyQueryFilter(filter);
  const csv = useCsvDownload('transaction-history');
  const text = useMessages(adminPaymentsMessages);
  const title = useMessages(screenMessages)['transaction-history'];

  const download = (
    <button type="button" className="button" disabled={csv.downloading} onClick={() => void csv.download(queryFilter)}>
      {csv.downloading ? text.downloading : text.downloadReport}
    </button>
  );

  return (
    <AdminPage title={title} actions={download}>
      <HistoryToolbar filter={filter} onChange={setFilter} />
      <ErrorText error={csv.error} prefix={text.downloadFailed} />
      <TransactionList
        filter={queryFilter}
        page={filter.page}
        detail="status"
        caption={title}
        empty={text.noTransactionsFound}
        onPageChange={(page) => setFilter({ ...filter, page })}
      />
    </AdminPage>
  );
}
