import type { ReactNode } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import type { CustomerProfileQuery } from '../../gql/graphql';
import { bangkokTime } from '../../lib/bangkok-time';
import { useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { adminCustomersMessages } from './admin-customers-messages';
import { creditLevel } from './credit-level';
import { ProfileOrdersTable } from './profile-orders-table';
import { ProfileTransactionsTable } from './profile-transactions-table';
import { WalletMovementsTable } from './wallet-movements-table';
import { EmailAddress } from '../../components/email-address';

type CustomerProfileView = CustomerProfileQuery['customerProfile'];

/** Everything the dashboard knows about one customer: who they are, their wallet, orders, movements and transactions. */
export function CustomerProfileDetails({ profile }: { profile: CustomerProfileView }) {
  const { wallet, recentOrders, walletEntries, recentTransactions } = profile;
  const { customer } = wallet;
  const { language } = useLanguage();
  const text = useMessages(adminCustomersMessages);
  return (
    <div className="customer-profile">
      <div className="customer-profile__identity">
        {customer.picture && (
          <img className="customer-profile__picture" src={customer.picture} alt="" width={64} height={64} onError={showPlaceholderOnError} />
        )}
        <div>
          <p className="customer-profile__name">{customer.name}</p>
          <p className="customer-profile__email">
            <EmailAddress email={customer.email} />
          </p>
        </div>
      </div>
      <dl className="customer-profile__facts">
        <div>
          <dt>{text.userId}</dt>
          <dd>{customer.id}</dd>
        </div>
        {customer.username && (
          <div>
            <dt>{text.username}</dt>
            <dd>{customer.username}</dd>
          </div>
        )}
        <div>
          <dt>{text.joined}</dt>
          <dd>
            <time dateTime={customer.createdAt}>{bangkokTime(customer.createdAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{text.orders}</dt>
          <dd>{wallet.ordersCount}</dd>
        </div>
        <div>
          <dt>{text.totalCredits}</dt>
          <dd>{formatBaht(wallet.totalCredited)}</dd>
        </div>
        <div>
          <dt>{text.remainingCredits}</dt>
          <dd className={`credit-level credit-level--${creditLevel(wallet.balance)}`}>{formatBaht(wallet.balance)}</dd>
        </div>
      </dl>
      <ProfileSection title={text.latestOrders} empty={text.noOrdersYet} count={recentOrders.length}>
        <ProfileOrdersTable orders={recentOrders} />
      </ProfileSection>
      <ProfileSection title={text.walletMovements} empty={text.noMovementsYet} count={walletEntries.length}>
        <WalletMovementsTable entries={walletEntries} />
      </ProfileSection>
      <ProfileSection title={text.recentTransactions} empty={text.noTransactionsYet} count={recentTransactions.length}>
        <ProfileTransactionsTable transactions={recentTransactions} />
      </ProfileSection>
    </div>
  );
}

/** A titled part of the profile, or what to say when it has nothing. */
function ProfileSection({ title, empty, count, children }: { title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section className="customer-profile__section" aria-label={title}>
      <h3 className="customer-profile__subtitle">{title}</h3>
      {count === 0 ? <p className="credit-empty">{empty}</p> : children}
    </section>
  );
}
