import { registerEnumType } from 'type-graphql';
import { DeliveryMethod } from './delivery-method.js';

/**
 * What a cart or order line sells. With the line's Robux and account id it is all a client needs to name a Robux
 * line in the reader's language ("1,000 Robux", "บัญชี Robux RBX-10007 (5,000 Robux)"); items keep their own names.
 */
export enum LineKind {
  ITEM = 'ITEM',
  ROBUX_PACKAGE = 'ROBUX_PACKAGE',
  ROBUX_ACCOUNT = 'ROBUX_ACCOUNT',
}

registerEnumType(LineKind, { name: 'LineKind', description: 'What a line sells: an ITEM, a ROBUX_PACKAGE (by gamepass) or a ROBUX_ACCOUNT (its login).' });

/** A bought line's kind: its delivery method tells, as Robux packages always go by gamepass and accounts by their login. */
export function lineKindOf(deliveryMethod: DeliveryMethod): LineKind {
  if (deliveryMethod === DeliveryMethod.GAMEPASS) return LineKind.ROBUX_PACKAGE;
  if (deliveryMethod === DeliveryMethod.ACCOUNT_LOGIN) return LineKind.ROBUX_ACCOUNT;
  return LineKind.ITEM;
}
