import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { formatBaht } from '../../lib/money';
import { creditLevel } from './credit-level';
import { signedBaht } from '../../lib/signed-money';
import { TRANSACTION_STATUS_LABEL, TRANSACTION_TYPE_LABEL } from '../admin-shell/ui/payment-labels';
import { bangkokDay } from './bangkok-day';

interface CustomerProfileView {
  customer: { id: number; name: string; email: string; username?: string | null; picture?: string | null; createdAt: string };
  credit?: { ordersCount: number; totalCredits: string; remainingCredits: string } | null;
  recentTransactions: readonly {
    id: number;
    type: keyof typeof TRANSACTION_TYPE_LABEL;
    status: keyof typeof TRANSACTION_STATUS_LABEL;
    amount: string;
    method: string;
    date: string;
  }[];
}

/** Everything the dashboard knows about one customer: who they are, their credit and their latest transactions. */
export function CustomerProfileDetails({ profile }: { profile: CustomerProfileView }) {
  const { customer, credit, recentTransactions } = profile;
  return (
    <div className="customer-profile">
      <div className="customer-profile__identity">
        {customer.picture && (
          <img className="customer-profile__picture" src={customer.picture} alt="" width={64} height={64} onError={showPlaceholderOnError} />
        )}
        <div>
          <p className="customer-profile__name">{customer.name}</p>
          <p className="customer-profile__email">{customer.email}</p>
        </div>
      </div>
      <dl className="customer-profile__facts">
        <div>
          <dt>User ID</dt>
          <dd>{customer.id}</dd>
        </div>
        {customer.username && (
          <div>
            <dt>Username</dt>
            <dd>{customer.username}</dd>
          </div>
        )}
        <div>
          <dt>Joined</dt>
          <dd>
            <time dateTime={customer.createdAt}>{bangkokDay(customer.createdAt)}</time>
          </dd>
        </div>
        {credit ? (
          <>
            <div>
              <dt>Orders</dt>
              <dd>{credit.ordersCount}</dd>
            </div>
            <div>
              <dt>Total Credits</dt>
              <dd>{formatBaht(credit.totalCredits)}</dd>
            </div>
            <div>
              <dt>Remaining Credits</dt>
              <dd className={`credit-level credit-level--${creditLevel(credit.remainingCredits)}`}>{formatBaht(credit.remainingCredits)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>Credits</dt>
            <dd>No credit record</dd>
          </div>
        )}
      </dl>
      <h3 className="customer-profile__subtitle">Recent Transactions</h3>
      {recentTransactions.length === 0 ? (
        <p className="credit-empty">No transactions yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table customer-profile__transactions">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Amount</th>
                <th scope="col">Method</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {recentTransactions.map((transaction) => (
                <tr key={transaction.id}>
                  <td>{transaction.date}</td>
                  <td>{TRANSACTION_TYPE_LABEL[transaction.type]}</td>
                  <td className={Number(transaction.amount) < 0 ? 'amount--out' : 'amount--in'}>{signedBaht(transaction.amount)}</td>
                  <td>{transaction.method}</td>
                  <td>
                    <span className={`transaction-status transaction-status--${transaction.status.toLowerCase()}`}>
                      {TRANSACTION_STATUS_LABEL[transaction.status]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
