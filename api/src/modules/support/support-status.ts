import { registerEnumType } from 'type-graphql';
import { ConflictError } from '../common/errors.js';

export enum ConversationStatus {
  /** The customer wrote last, or it was reopened: staff should answer. */
  OPEN = 'OPEN',
  /** Staff answered: the next word is the customer's. */
  WAITING_FOR_CUSTOMER = 'WAITING_FOR_CUSTOMER',
  CLOSED = 'CLOSED',
}

registerEnumType(ConversationStatus, {
  name: 'ConversationStatus',
  description: 'OPEN (staff should answer), WAITING_FOR_CUSTOMER (staff answered) or CLOSED; a new customer message reopens it.',
});

/** What moves a conversation. */
export type ConversationEvent = 'CUSTOMER_WROTE' | 'STAFF_REPLIED' | 'STAFF_CLOSED' | 'STAFF_REOPENED';

const { OPEN, WAITING_FOR_CUSTOMER, CLOSED } = ConversationStatus;

/**
 * The conversation process, the one table every change is checked against. A customer writing always
 * (re)opens it; a staff reply to a closed conversation reopens it as waiting for the customer.
 */
const CONVERSATION_TRANSITIONS: Readonly<Record<ConversationEvent, { from: readonly ConversationStatus[]; to: ConversationStatus }>> = {
  CUSTOMER_WROTE: { from: [OPEN, WAITING_FOR_CUSTOMER, CLOSED], to: OPEN },
  STAFF_REPLIED: { from: [OPEN, WAITING_FOR_CUSTOMER, CLOSED], to: WAITING_FOR_CUSTOMER },
  STAFF_CLOSED: { from: [OPEN, WAITING_FOR_CUSTOMER], to: CLOSED },
  STAFF_REOPENED: { from: [CLOSED], to: OPEN },
};

/** The status after `event`, or CONFLICT when the conversation's status does not allow it. */
export function statusAfter(current: ConversationStatus, event: ConversationEvent): ConversationStatus {
  const transition = CONVERSATION_TRANSITIONS[event];
  if (!transition.from.includes(current)) {
    throw new ConflictError(`A conversation that is ${current} cannot be ${event === 'STAFF_CLOSED' ? 'closed' : 'reopened'}`);
  }
  return transition.to;
}
