import type { WalletMovementKind } from '../../gql/graphql';
import { fill } from '../../lib/i18n';
import type { WalletMessages } from './wallet-messages';

/** What caused a wallet movement, in words, and the order it concerns (for a link to it). */
export interface MovementDescription {
  text: string;
  orderNumber?: string;
  /** Why staff moved it, where the text does not say already. */
  reason?: string;
}

const ORDER_REF = /^order:(.+):(pay|refund)$/;

/**
 * "Top-up", "Order RS-100001", "Refund of RS-100001", "Adjusted by staff: <reason>". The kind says what moved
 * the money; the ref (`order:<number>:pay`, `order:<number>:refund`, `topup:…`, `adjust:…`) names the order.
 */
export function describeMovement(entry: { kind: WalletMovementKind; ref: string; reason?: string | null }, t: WalletMessages): MovementDescription {
  const reason = entry.reason ?? undefined;
  switch (entry.kind) {
    case 'TOPUP':
      return { text: t.TOPUP };
    case 'ADJUSTMENT':
      return { text: reason ? fill(t.adjustedBecause, { reason }) : t.ADJUSTMENT };
    case 'ORDER_PAYMENT':
    case 'REFUND': {
      const orderNumber = ORDER_REF.exec(entry.ref)?.[1];
      if (!orderNumber) return { text: fill(t[entry.kind], { number: '' }).trim(), reason };
      return { text: fill(t[entry.kind], { number: orderNumber }), orderNumber, reason };
    }
  }
}
