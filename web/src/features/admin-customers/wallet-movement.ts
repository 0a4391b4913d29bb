import type { WalletMovementKind } from '../../gql/graphql';

/** What caused a wallet movement, in words, with the order it concerns when there is one. */
interface MovementCause {
  text: string;
  orderNumber?: string;
}

/** `order:RS-100001:pay` → 'RS-100001'; the ref formats are the API's (WalletEntry.ref). */
const orderNumberOf = (ref: string) => /^order:([^:]+):/.exec(ref)?.[1];

const withOrder = (withNumber: string, without: string, orderNumber: string | undefined): MovementCause =>
  orderNumber ? { text: withNumber, orderNumber } : { text: without };

/** Describes one movement from its kind, its ref and its sign: 'Top-up by PromptPay', 'Paid order RS-100001'… */
export function movementCause(kind: WalletMovementKind, ref: string, amount: string): MovementCause {
  switch (kind) {
    case 'TOPUP':
      return { text: 'Top-up by PromptPay' };
    case 'ORDER_PAYMENT':
      return withOrder('Paid order', 'Order payment', orderNumberOf(ref));
    case 'REFUND':
      return withOrder('Refund of order', 'Refund', orderNumberOf(ref));
    case 'ADJUSTMENT':
      return { text: amount.trim().startsWith('-') ? 'Debited by staff' : 'Credited by staff' };
  }
}
