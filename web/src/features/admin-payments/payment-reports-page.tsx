import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { screenMessages } from '../admin-shell/sidebar-links';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { adminPaymentsMessages } from './admin-payments-messages';
import { ReportFilterPanel } from './report-filter-panel';
import { ReportCards, ReportChart } from './report-summary';
import { reportQueryFilter } from './transaction-filter';
import { TransactionList } from './transaction-list';
import { useCsvDownload } from './use-csv-download';
import { useTransactionFilter } from './use-transaction-filter';
import './payments.css';

const PaymentReportQuery = graphql(`
  query PaymentReport($filter: TransactionFilterInput) {
    paymentReport(filter: $filter) {
      revenue
      customerDeposits
      demoTransactionCount
      totalDeposits
      totalWithdrawals
      balance
      daily {
        date
        net
      }
    }
  }
`);

/** Totals, chart and rows of completed transactions, all under one filter that lives in the URL. */
export default function PaymentReportsPage() {
  const [filter, setFilter] = useTransactionFilter();
  const queryFilter = reportQueryFilter(filter);
  // A filtered view opened from a link or a reload shows the filter it applies.
  const [filterOpen, setFilterOpen] = useState(() => Boolean(filter.from || filter.to || filter.type));
  const filterPanelId = useId();
  const report = useQuery(PaymentReportQuery, { variables: { filter: queryFilter } });
  const csv = useCsvDownload('payment-report');
  const text = useMessages(adminPaymentsMessages);
  const title = useMessages(screenMessages)['payment-reports'];

  const actions = (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={filterOpen}
        aria-controls={filterOpen ? filterPanelId : undefined}
        onClick={() => setFilterOpen((open) => !open)}
      >
        {text.filterTransactions}
      </button>
      <button type="button" className="button" disabled={csv.downloading} onClick={() => void csv.download(queryFilter)}>
        {csv.downloading ? text.downloading : text.downloadReport}
      </button>
    </>
  );

  return (
    <AdminPage title={title} actions={actions}>
      {filterOpen && <ReportFilterPanel id={filterPanelId} filter={filter} onChange={setFilter} />}
      <ErrorText error={csv.error} prefix={text.downloadFailed} />
      <ErrorText error={report.error} />
      {!(report.error && !report.data) && (
        <>
          <ReportCards report={report.data?.paymentReport} />
          <ReportChart report={report.data?.paymentReport} />
        </>
      )}
      <section className="payments-section" aria-labelledby="report-history-title">
        <div className="payments-section__header">
          <h2 id="report-history-title">{text.transactionHistory}</h2>
          <p className="payments-note">{text.completedOnly}</p>
        </div>
        <TransactionList
          filter={queryFilter}
          page={filter.page}
          detail="method"
          caption={text.transactionHistory}
          empty={text.noTransactionsMatch}
          onPageChange={(page) => setFilter({ ...filter, page })}
        />
      </section>
    </AdminPage>
  );
}
