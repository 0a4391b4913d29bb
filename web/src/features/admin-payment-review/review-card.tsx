import type { ReactNode } from 'react';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { bangkokTime } from '../../lib/bangkok-time';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { bankName } from '../admin-shell/ui/bank-names';
import { paymentReviewMessages, type PaymentReviewText } from './payment-review-messages';
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
  /** Approved a moment ago and held: the card offers Undo instead of its decisions. */
  held: boolean;
  onApprove(): void;
  onUndo(): void;
  onReject(): void;
}

/** How long a slip has waited, as staff read it at a glance: "under a minute", "45 min", "3 h 12 min", "2 d 4 h". */
export function waitingFor(iso: string, now: number, text: PaymentReviewText): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return text.underAMinute;
  if (minutes < 60) return fill(text.minutes, { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return fill(text.hoursMinutes, { h: hours, m: minutes % 60 });
  return fill(text.daysHours, { d: Math.floor(hours / 24), h: hours % 24 });
}

/** One slip waiting to be checked, beside the exact amount it must show, with Approve and Reject. */
export function ReviewCard({ label, title, slip, slipLabel, base, payment, buyer, extraFacts, busy, held, onApprove, onUndo, onReject, ...props }: ReviewCardProps) {
  const receivingAccount = useFragment(ReceivingAccountFragment, props.receivingAccount);
  const text = useMessages(paymentReviewMessages);
  const { language } = useLanguage();
  return (
    <li className="admin-card payment-review__card" aria-label={label}>
      <SlipPicture slipId={slip.id} label={slipLabel} />
      <div className="payment-review__facts">
        <h3>{title}</h3>
        <dl>
          <dt>{text.amountAsked}</dt>
          <dd>
            <strong>{formatBaht(payment ? payment.amount : base.amount)}</strong>
            {payment && (
              <span className="payment-review__muted">
                {' '}
                ({base.label} {formatBaht(base.amount)} + {formatBaht(payment.amountOffset)})
              </span>
            )}
          </dd>
          <dt>{text.paidTo}</dt>
          <dd>
            {receivingAccount.receiverName} · PromptPay {receivingAccount.promptpayId}
          </dd>
          <dt>{text.account}</dt>
          <dd>
            {receivingAccount.bankCode && receivingAccount.accountNumber ? (
              <>
                {bankName(receivingAccount.bankCode)} {receivingAccount.accountNumber} · {receivingAccount.accountName}
              </>
            ) : (
              <span className="payment-review__muted">{text.accountMissing}</span>
            )}
          </dd>
          <dt>{text.slip}</dt>
          <dd>
            {fill(text.slipRef, { bank: bankName(slip.sendingBank), ref: slip.transRef })}
          </dd>
          <dt>{text.sent}</dt>
          <dd>
            {bangkokTime(slip.submittedAt, language)} · <span className="payment-review__age">{fill(text.waiting, { time: waitingFor(slip.submittedAt, Date.now(), text) })}</span>
          </dd>
          {slip.verification && (
            <>
              <dt>{text.checked}</dt>
              <dd className="payment-review__warning">{slip.verification}</dd>
            </>
          )}
          <dt>{text.buyer}</dt>
          <dd>
            {buyer.name} · {buyer.email}
          </dd>
          {extraFacts}
        </dl>
        {held ? (
          <div className="payment-review__buttons payment-review__held">
            <p className="payment-review__muted">{text.held}</p>
            <button type="button" className="button button--ghost" onClick={onUndo}>
              {text.undo}
            </button>
          </div>
        ) : (
          <div className="payment-review__buttons">
            <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={onApprove}>
              {busy ? text.approving : text.approve}
            </button>
            <button type="button" className="button button--danger" disabled={busy} onClick={onReject}>
              {text.reject}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
