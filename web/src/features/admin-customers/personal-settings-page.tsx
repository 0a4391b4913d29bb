import { useQuery } from '@apollo/client/react';
import { useCallback, useId, useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { screenMessages } from '../admin-shell/sidebar-links';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { adminCustomersMessages } from './admin-customers-messages';
import { CustomerCreditCard, type CustomerWalletCardData } from './customer-credit-card';
import { CUSTOMERS_PAGE_SIZE, customerPageInput } from './customer-filter';
import { CustomerProfileModal } from './customer-profile-modal';
import { CustomerSearchBox } from './customer-search-box';
import { ListPager } from '../admin-shell/ui/list-pager';
import { ManageWalletDialog } from './manage-wallet-dialog';
import { useCustomerFilter } from './use-customer-filter';
import './personal-settings.css';

/** One page of customers, newest first, with their orders count and wallet; searched by name or e-mail on the server. */
export const CustomerWalletsQuery = graphql(`
  query CustomerWallets($search: String, $page: PageInput) {
    customerWallets(search: $search, page: $page) {
      total
      customers {
        ordersCount
        totalCredited
        balance
        customer {
          id
          name
          email
        }
      }
    }
  }
`);

/** /dashboard/personal: one credit card per customer (their wallet), searchable and paged, with View Profile and Manage. */
export default function PersonalSettingsPage() {
  const [filter, setFilter] = useCustomerFilter();
  const { data, previousData, loading, error, refetch } = useQuery(CustomerWalletsQuery, {
    variables: { search: filter.search, page: customerPageInput(filter.page) },
    fetchPolicy: 'cache-and-network',
  });
  // The rule lives on the server: the dashboard only asks whether this admin was granted it.
  const canManage = useCurrentAdmin().permissions.includes('MANAGE_WALLETS');
  const [profileCustomerId, setProfileCustomerId] = useState<number | null>(null);
  const [managing, setManaging] = useState<CustomerWalletCardData | null>(null);
  const [notice, setNotice] = useState('');
  const searchFor = useCallback((text: string | undefined) => setFilter({ search: text, page: 1 }, { replace: true }), [setFilter]);
  const manageHintId = useId();
  const text = useMessages(adminCustomersMessages);
  const title = useMessages(screenMessages).personal;
  // The last answer stays while the next page or search is on its way, so the cards do not flicker.
  const result = data?.customerWallets ?? previousData?.customerWallets;

  return (
    <AdminPage title={title}>
      <div className="credit-toolbar">
        <CustomerSearchBox search={filter.search} onSearch={searchFor} />
      </div>
      <p className="credit-notice" role="status">
        {notice}
      </p>
      {!canManage && (
        <p id={manageHintId} className="visually-hidden">
          {text.manageNotAllowed}
        </p>
      )}
      <ErrorText error={error} prefix={text.errorFetching} />
      {!result ? (
        !error && <PageSpinner label={text.loadingCredits} />
      ) : (
        <div className="credit-results" aria-busy={loading}>
          {result.customers.length === 0 ? (
            <p className="credit-empty">{filter.search ? fill(text.noCustomerMatches, { search: filter.search }) : text.noCustomersYet}</p>
          ) : (
            <ul className="credit-grid" aria-label={text.customerCredits}>
              {result.customers.map((wallet) => (
                <CustomerCreditCard
                  key={wallet.customer.id}
                  wallet={wallet}
                  onViewProfile={setProfileCustomerId}
                  onManage={canManage ? setManaging : undefined}
                  manageHintId={manageHintId}
                />
              ))}
            </ul>
          )}
          <ListPager
            page={filter.page}
            pageSize={CUSTOMERS_PAGE_SIZE}
            shown={result.customers.length}
            total={result.total}
            noun={[text.customerOne, text.customerOther]}
            label={text.customerPages}
            onPageChange={(page) => setFilter({ ...filter, page })}
          />
        </div>
      )}
      {profileCustomerId !== null && <CustomerProfileModal customerId={profileCustomerId} onClose={() => setProfileCustomerId(null)} />}
      {managing && (
        <ManageWalletDialog
          wallet={managing}
          onClose={() => setManaging(null)}
          onAdjusted={({ direction, amount, balance }) => {
            const sentence = direction === 'credit' ? text.credited : text.debited;
            setNotice(fill(sentence, { amount: formatBaht(amount), name: managing.customer.name, balance: formatBaht(balance) }));
            setManaging(null);
            void refetch();
          }}
        />
      )}
    </AdminPage>
  );
}
