import { useId } from 'react';
import { formatBaht } from '../../lib/money';
import { creditLevel } from './credit-level';

interface CustomerCreditRecord {
  id: number;
  ordersCount: number;
  totalCredits: string;
  remainingCredits: string;
  customer: { id: number; name: string; email: string };
}

/** Why Manage is disabled; shown as its tooltip and read out as its description. */
export const MANAGE_COMING_SOON = 'Managing credits is coming soon.';

interface CustomerCreditCardProps {
  record: CustomerCreditRecord;
  onViewProfile: (customerId: number) => void;
  /** Id of the page's one element holding MANAGE_COMING_SOON. */
  manageHintId: string;
}

/** One customer's credit record: who, how many orders, credits in total and left (coloured by level). */
export function CustomerCreditCard({ record, onViewProfile, manageHintId }: CustomerCreditCardProps) {
  const nameId = useId();
  const level = creditLevel(record.remainingCredits);
  return (
    <li className="admin-card credit-card" aria-labelledby={nameId}>
      <header className="credit-card__header">
        <h2 id={nameId} className="credit-card__name">
          {record.customer.name}
        </h2>
        <p className="credit-card__email">{record.customer.email}</p>
      </header>
      <dl className="credit-card__figures">
        <div>
          <dt>User ID</dt>
          <dd>{record.customer.id}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{record.ordersCount}</dd>
        </div>
        <div>
          <dt>Total Credits</dt>
          <dd>{formatBaht(record.totalCredits)}</dd>
        </div>
        <div>
          <dt>Remaining Credits</dt>
          <dd className={`credit-level credit-level--${level}`}>
            {formatBaht(record.remainingCredits)}
          </dd>
        </div>
      </dl>
      <div className="credit-card__actions">
        <button type="button" className="button" onClick={() => onViewProfile(record.customer.id)}>
          View Profile
        </button>
        <button type="button" className="button button--ghost" disabled title={MANAGE_COMING_SOON} aria-describedby={manageHintId}>
          Manage
        </button>
      </div>
    </li>
  );
}
