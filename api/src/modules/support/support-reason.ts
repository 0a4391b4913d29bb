import { registerEnumType } from 'type-graphql';

/** Why a conversation was started: GENERAL for the chat widget, the others for an order's "Need help?". */
export enum SupportReason {
  GENERAL = 'GENERAL',
  NOT_RECEIVED = 'NOT_RECEIVED',
  WRONG_ITEM = 'WRONG_ITEM',
  PAYMENT_PROBLEM = 'PAYMENT_PROBLEM',
  OTHER = 'OTHER',
}

registerEnumType(SupportReason, {
  name: 'SupportReason',
  description: "GENERAL (the chat widget) or, for an order's conversation, NOT_RECEIVED, WRONG_ITEM, PAYMENT_PROBLEM or OTHER.",
});

/** Who wrote a message. */
export enum MessageAuthor {
  CUSTOMER = 'CUSTOMER',
  STAFF = 'STAFF',
}

registerEnumType(MessageAuthor, { name: 'MessageAuthor' });
