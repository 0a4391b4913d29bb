import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ErrorText } from '../admin-shell/ui/error-text';
import { pageInput, type TransactionQueryFilter } from './transaction-filter';
import { TransactionsPager } from './transactions-pager';
import { TransactionsTable } from './transactions-table';

/** One page of transactions, newest first, with the count over all pages. */
export const TransactionListQuery = graphql(`
  query TransactionList($filter: TransactionFilterInput, $page: PageInput) {
    transactions(filter: $filter, page: $page) {
      total
      transactions {
        id
        ...TransactionsTable_transaction
      }
    }
  }
`);

interface TransactionListProps {
  filter: TransactionQueryFilter;
  page: number;
  detail: 'method' | 'status';
  caption: string;
  empty: string;
  onPageChange(page: number): void;
}

/** The paged transaction table of Payment Reports and Transaction History. */
export function TransactionList({ filter, page, detail, caption, empty, onPageChange }: TransactionListProps) {
  const { data, error } = useQuery(TransactionListQuery, { variables: { filter, page: pageInput(page) } });
  const result = data?.transactions;
  return (
    <>
      <ErrorText error={error} />
      {!(error && !result) && <TransactionsTable rows={result?.transactions} detail={detail} caption={caption} empty={empty} />}
      {result && <TransactionsPager page={page} total={result.total} onPageChange={onPageChange} />}
    </>
  );
}
