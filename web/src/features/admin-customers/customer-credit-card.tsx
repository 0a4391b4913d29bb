import { useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { adminCustomersMessages } from './admin-customers-messages';
import { creditLevel } from './credit-level';
import { EmailAddress } from '../../components/email-address';

export interface CustomerWalletCardData {
  ordersCount: number;
  totalCredited: string;
  balance: string;
  customer: { id: number; name: string; email: string };
}

interface CustomerCreditCardProps {
  wallet: CustomerWalletCardData;
  onViewProfile: (customerId: number) => void;
  /** Absent when the signed-in admin may not change wallets: Manage is then disabled and says why. */
  onManage?: (wallet: CustomerWalletCardData) => void;
  /** Id of the page's one element saying why Manage is disabled (its tooltip says it too). */
  manageHintId: string;
}

/** One customer's wallet as the spec's credit card: who, how many orders, credits in total and left (coloured by level). */
export function CustomerCreditCard({ wallet, onViewProfile, onManage, manageHintId }: CustomerCreditCardProps) {
  const nameId = useId();
  const level = creditLevel(wallet.balance);
  const text = useMessages(adminCustomersMessages);
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
          <dt>{text.userId}</dt>
          <dd>{wallet.customer.id}</dd>
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
          <dd className={`credit-level credit-level--${level}`}>{formatBaht(wallet.balance)}</dd>
        </div>
      </dl>
      <div className="credit-card__actions">
        <button type="button" className="button" onClick={() => onViewProfile(wallet.customer.id)}>
          {text.viewProfile}
        </button>
        {onManage ? (
          <button type="button" className="button button--ghost" onClick={() => onManage(wallet)}>
            {text.manage}
          </button>
        ) : (
          <button type="button" className="button button--ghost" disabled title={text.manageNotAllowed} aria-describedby={manageHintId}>
            {text.manage}
          </button>
        )}
      </div>
    </li>
  );
}
