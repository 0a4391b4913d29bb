import type { PaymentMethodType, TransactionStatus } from '../../gql/graphql';

// Inline SVG rather than emoji: the admins' machines (and the test browser) may lack an emoji font.
const PATHS: Record<PaymentMethodType | TransactionStatus, string> = {
  BANK: 'M3 10h18L12 4 3 10Zm2 2v6m4-6v6m6-6v6m4-6v6M3 20h18',
  PROMPTPAY: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2',
  CRYPTO: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-2 5h3.5a2 2 0 0 1 0 4H10m0 0h4a2 2 0 0 1 0 4h-4V8Zm1-2v2m0 8v2',
  COMPLETED: 'M5 12.5l4.5 4.5L19 7.5',
  PENDING: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
  FAILED: 'M6 6l12 12M18 6 6 18',
};

/** A line icon for a payment method type or a transaction status; decorative unless given a label. */
export function PaymentIcon({ kind, label }: { kind: PaymentMethodType | TransactionStatus; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
