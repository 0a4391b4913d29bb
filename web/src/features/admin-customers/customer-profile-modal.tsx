import { useQuery } from '@apollo/client/react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { adminCustomersMessages } from './admin-customers-messages';
import { CustomerProfileDetails } from './customer-profile-details';

/** One customer with their wallet, latest orders, wallet movements and transactions. */
export const CustomerProfileQuery = graphql(`
  query CustomerProfile($customerId: Int!) {
    customerProfile(customerId: $customerId) {
      wallet {
        ordersCount
        totalCredited
        balance
        customer {
          id
          name
          email
          username
          picture
          createdAt
        }
      }
      recentOrders {
        number
        status
        total
        createdAt
      }
      walletEntries {
        amount
        balanceAfter
        kind
        ref
        reason
        at
      }
      recentTransactions {
        id
        type
        status
        amount
        method
        date
      }
    }
  }
`);

/** View Profile: the customer's details, fetched (again) each time the modal opens. */
export function CustomerProfileModal({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const { data, loading, error } = useQuery(CustomerProfileQuery, { variables: { customerId }, fetchPolicy: 'cache-and-network' });
  const text = useMessages(adminCustomersMessages);
  return (
    <Modal title={text.customerProfile} onClose={onClose} width={720}>
      {data ? (
        <CustomerProfileDetails profile={data.customerProfile} />
      ) : loading ? (
        <PageSpinner label={text.loadingProfile} />
      ) : (
        <ErrorText error={error} prefix={text.errorFetchingProfile} />
      )}
    </Modal>
  );
}
