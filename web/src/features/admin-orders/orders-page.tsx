import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { adminOrdersMessages } from './admin-orders-messages';
import { OrderFilterBar } from './order-filter-bar';
import { ORDERS_PAGE_SIZE, orderPageInput, orderQueryFilter } from './order-filter';
import { ListPager } from '../admin-shell/ui/list-pager';
import { OrderProblem } from './order-problem';
import { OrdersTable } from './orders-table';
import { statusChips } from './status-chips';
import { useOrderFilter } from './use-order-filter';
import { useOrdersExport } from './use-orders-export';
import './orders.css';

/** One page of orders, newest first, with the total and the per-status counts of the chips. */
export const StaffOrdersQuery = graphql(`
  query StaffOrders($filter: StaffOrderFilterInput, $page: PageInput) {
    orders(filter: $filter, page: $page) {
      total
      statusCounts {
        status
        count
      }
      orders {
        number
        ...OrdersTable_order
      }
    }
  }
`);

/** Orders: every order, filtered by status chip, days and search, with Export CSV of exactly that filter. */
export default function OrdersPage() {
  const text = useMessages(adminOrdersMessages);
  const [filter, setFilter] = useOrderFilter();
  const queryFilter = orderQueryFilter(filter);
  // A move on an order's page changes counts here too: coming back always asks the server again.
  const { data, previousData, error, loading } = useQuery(StaffOrdersQuery, {
    variables: { filter: queryFilter, page: orderPageInput(filter.page) },
    fetchPolicy: 'cache-and-network',
  });
  // The last answer stays (dimmed) while the next is on its way, so chips and rows do not flicker.
  const result = data?.orders ?? previousData?.orders;
  const csv = useOrdersExport();

  const exportButton = (
    <button type="button" className="button" disabled={csv.downloading} onClick={() => void csv.download(queryFilter)}>
      {csv.downloading ? text.exporting : text.exportCsv}
    </button>
  );

  return (
    <AdminPage title={text.ordersTitle} actions={exportButton}>
      <OrderProblem error={csv.error} prefix={text.exportFailed} />
      <OrderFilterBar filter={filter} chips={result && statusChips(result.statusCounts, text)} onChange={setFilter} />
      <OrderProblem error={error} prefix={text.loadListFailed} />
      {result ? (
        <div className="orders-results" aria-busy={loading}>
          <OrdersTable rows={result.orders} />
          <ListPager
            page={filter.page}
            pageSize={ORDERS_PAGE_SIZE}
            shown={result.orders.length}
            total={result.total}
            noun={[text.orderNoun, text.ordersNoun]}
            label={text.orderPages}
            onPageChange={(page) => setFilter({ ...filter, page })}
          />
        </div>
      ) : (
        !error && (
          <p className="orders-state" role="status">
            {text.loadingOrders}
          </p>
        )
      )}
    </AdminPage>
  );
}
