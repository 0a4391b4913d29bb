import type { ReactNode } from 'react';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatBaht } from '../../lib/money';
import { bankName } from '../admin-shell/ui/bank-names';
import { SlipPicture } from './slip-picture';

interface ReviewSlip {
  id: number;
  sendingBank: string;
  transRef: string;
  verification?: string | null;
  submittedAt: string;
}

/** Where the money was asked to go, as recorded at placement: what staff compare the slip's receiver with. */
export const ReceivingAccountFragment = graphql(`
  fragment ReviewCard_receivingAccount on ReceivingAccount {
    promptpayId
    receiverName
    bankCode
    accountNumber
    accountName
  }
`);

interface ReviewCardProps {
  /** The card's accessible name, e.g. 'Order RS-100001' or 'Top-up #12'. */
  label: string;
  /** The heading's content (an order links to its page). */
  title: ReactNode;
  slip: ReviewSlip;
  /** Names the slip picture, e.g. 'Slip for RS-100001'. */
  slipLabel: string;
  /** What was asked before the satang that name the payment were added ('total' of an order, or the 'top-up'). */
  base: { label: string; amount: string };
  payment?: { amount: string; amountOffset: string } | null;
  receivingAccount: FragmentType<typeof ReceivingAccountFragment>;
  buyer: { name: string; email: string };
  /** Further facts (dt/dd pairs) after the buyer, e.g. an order's Roblox account. */
  extraFacts?: ReactNode;
  busy: boolean;
  onApprove(): void;
  onReject(): void;
}

const submittedAt = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/** How long a slip has waited, as staff read it at a glance: "under a minute", "45 min", "3 h 12 min", "2 d 4 h". */
export function waitingFor(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** One slip waiting to be checked, beside the exact amount it must show, with Approve and Reject. */
export function ReviewCard({ label, title, slip, slipLabel, base, payment, buyer, extraFacts, busy, onApprove, onReject, ...props }: ReviewCardProps) {
  const receivingAccount = useFragment(ReceivingAccountFragment, props.receivingAccount);
  return (
    <li className="admin-card payment-review__card" aria-label={label}>
      <SlipPicture slipId={slip.id} label={slipLabel} />
      <div className="payment-review__facts">
        <h3>{title}</h3>
        <dl>
          <dt>Amount asked</dt>
          <dd>
            <strong>{formatBaht(payment ? payment.amount : base.amount)}</strong>
            {payment && (
              <span className="payment-review__muted">
                {' '}
                ({base.label} {formatBaht(base.amount)} + {formatBaht(payment.amountOffset)})
              </span>
            )}
          </dd>
          <dt>Paid to</dt>
          <dd>
            {receivingAccount.receiverName} · PromptPay {receivingAccount.promptpayId}
          </dd>
          <dt>Account</dt>
          <dd>
            {receivingAccount.bankCode && receivingAccount.accountNumber ? (
              <>
                {bankName(receivingAccount.bankCode)} {receivingAccount.accountNumber} · {receivingAccount.accountName}
              </>
            ) : (
              <span className="payment-review__muted">Not recorded: add the bank account behind the PromptPay ID in Manage Payments</span>
            )}
          </dd>
          <dt>Slip</dt>
          <dd>
            {bankName(slip.sendingBank)} · ref {slip.transRef}
          </dd>
          <dt>Sent</dt>
          <dd>
            {submittedAt(slip.submittedAt)} · <span className="payment-review__age">waiting {waitingFor(slip.submittedAt, Date.now())}</span>
          </dd>
          {slip.verification && (
            <>
              <dt>Checked</dt>
              <dd className="payment-review__warning">{slip.verification}</dd>
            </>
          )}
          <dt>Buyer</dt>
          <dd>
            {buyer.name} · {buyer.email}
          </dd>
          {extraFacts}
        </dl>
        <div className="payment-review__buttons">
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={onApprove}>
            {busy ? 'Approving…' : 'Approve'}
          </button>
          <button type="button" className="button button--danger" disabled={busy} onClick={onReject}>
            Reject
          </button>
        </div>
      </div>
    </li>
  );
}
