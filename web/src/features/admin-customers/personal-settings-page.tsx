import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { filterCreditsByCustomer } from './credit-search';
import { CustomerCreditCard, MANAGE_COMING_SOON } from './customer-credit-card';
import { CustomerProfileModal } from './customer-profile-modal';
import './personal-settings.css';

/** Every customer's credit record, by customer id. */
export const CustomerCreditsQuery = graphql(`
  query CustomerCredits {
    customerCredits {
      id
      ordersCount
      totalCredits
      remainingCredits
      customer {
        id
        name
        email
      }
    }
  }
`);

/** /dashboard/personal: one card per customer credit record, searchable by name or e-mail. */
export default function PersonalSettingsPage() {
  const { data, loading, error } = useQuery(CustomerCreditsQuery, { fetchPolicy: 'cache-and-network' });
  const [search, setSearch] = useState('');
  const [profileCustomerId, setProfileCustomerId] = useState<number | null>(null);
  const manageHintId = useId();
  const searchId = useId();
  const records = data?.customerCredits ?? [];
  const shown = filterCreditsByCustomer(records, search);

  return (
    <AdminPage title="Personal Settings">
      {!data ? (
        loading ? <PageSpinner label="Loading customer credits…" /> : <ErrorText error={error} prefix="Error fetching customer credits" />
      ) : records.length === 0 ? (
        <p className="credit-empty">No customer credit records yet.</p>
      ) : (
        <>
          <div className="credit-toolbar">
            <div className="admin-field">
              <label htmlFor={searchId}>Search customers</label>
              <input id={searchId} type="search" placeholder="Name or e-mail" value={search} onChange={(event) => setSearch(event.target.value)} />
            </div>
            <p className="credit-count" role="status">
              {shown.length === records.length ? `${records.length} customers` : `${shown.length} of ${records.length} customers`}
            </p>
          </div>
          <p id={manageHintId} className="visually-hidden">
            {MANAGE_COMING_SOON}
          </p>
          {shown.length === 0 ? (
            <p className="credit-empty">No customer matches “{search.trim()}”.</p>
          ) : (
            <ul className="credit-grid" aria-label="Customer credits">
              {shown.map((record) => (
                <CustomerCreditCard key={record.id} record={record} onViewProfile={setProfileCustomerId} manageHintId={manageHintId} />
              ))}
            </ul>
          )}
        </>
      )}
      {profileCustomerId !== null && <CustomerProfileModal customerId={profileCustomerId} onClose={() => setProfileCustomerId(null)} />}
    </AdminPage>
  );
}
