import type { WalletMovementKind } from '../../gql/graphql';

/** What caused a movement, as a key of adminCustomersMessages. */
type MovementText = 'topUp' | 'paidOrder' | 'orderPayment' | 'refundOfOrder' | 'refund' | 'creditedByStaff' | 'debitedByStaff';

/** What caused a wallet movement, with the order it concerns when there is one. */
interface MovementCause {
  text: MovementText;
  orderNumber?: string;
}

/** `order:RS-100001:pay` → 'RS-100001'; the ref formats are the API's (WalletEntry.ref). */
const orderNumberOf = (ref: string) => /^order:([^:]+):/.exec(ref)?.[1];

const withOrder = (withNumber: MovementText, without: MovementText, orderNumber: string | undefined): MovementCause =>
  orderNumber ? { text: withNumber, orderNumber } : { text: without };

/** Describes one movement from its kind, its ref and its sign: a top-up, 'Paid order RS-100001'… */
export function movementCause(kind: WalletMovementKind, ref: string, amount: string): MovementCause {
  switch (kind) {
    case 'TOPUP':
      return { text: 'topUp' };
    case 'ORDER_PAYMENT':
      return withOrder('paidOrder', 'orderPayment', orderNumberOf(ref));
    case 'REFUND':
      return withOrder('refundOfOrder', 'refund', orderNumberOf(ref));
    case 'ADJUSTMENT':
      return { text: amount.trim().startsWith('-') ? 'debitedByStaff' : 'creditedByStaff' };
  }
}
