import { useId } from 'react';
import { formatBaht } from '../../lib/money';
import { creditLevel } from './credit-level';
import { EmailAddress } from '../../components/email-address';

export interface CustomerWalletCardData {
  ordersCount: number;
  totalCredited: string;
  balance: string;
  customer: { id: number; name: string; email: string };
}

/** Why Manage is disabled for a role without MANAGE_WALLETS; shown as its tooltip and read out as its description. */
export const MANAGE_NOT_ALLOWED = 'Your role cannot change wallets.';

interface CustomerCreditCardProps {
  wallet: CustomerWalletCardData;
  onViewProfile: (customerId: number) => void;
  /** Absent when the signed-in admin may not change wallets: Manage is then disabled and says why. */
  onManage?: (wallet: CustomerWalletCardData) => void;
  /** Id of the page's one element holding MANAGE_NOT_ALLOWED. */
  manageHintId: string;
}

/** One customer's wallet as the spec's credit card: who, how many orders, credits in total and left (coloured by level). */
export function CustomerCreditCard({ wallet, onViewProfile, onManage, manageHintId }: CustomerCreditCardProps) {
  const nameId = useId();
  const level = creditLevel(wallet.balance);
  return (
    <li className="admin-card credit-card" aria-labelledby={nameId}>
      <header className="credit-card__header">
        <h2 id={nameId} className="credit-card__name">
          {wallet.customer.name}
        </h2>
        <p className="credit-card__email">
          <EmailAddress email={wallet.customer.email} />
        </p>
      </header>
      <dl className="credit-card__figures">
        <div>
          <dt>User ID</dt>
          <dd>{wallet.customer.id}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{wallet.ordersCount}</dd>
        </div>
        <div>
          <dt>Total Credits</dt>
          <dd>{formatBaht(wallet.totalCredited)}</dd>
        </div>
        <div>
          <dt>Remaining Credits</dt>
          <dd className={`credit-level credit-level--${level}`}>{formatBaht(wallet.balance)}</dd>
        </div>
      </dl>
      <div className="credit-card__actions">
        <button type="button" className="button" onClick={() => onViewProfile(wallet.customer.id)}>
          View Profile
        </button>
        {onManage ? (
          <button type="button" className="button button--ghost" onClick={() => onManage(wallet)}>
            Manage
          </button>
        ) : (
          <button type="button" className="button button--ghost" disabled title={MANAGE_NOT_ALLOWED} aria-describedby={manageHintId}>
            Manage
          </button>
        )}
      </div>
    </li>
  );
}
