import type { ConversationStatus, SupportReason } from '../../gql/graphql';

export const REASON_LABELS: Readonly<Record<SupportReason, string>> = {
  GENERAL: 'Chat',
  NOT_RECEIVED: 'Not received',
  WRONG_ITEM: 'Wrong item',
  PAYMENT_PROBLEM: 'Payment problem',
  OTHER: 'Other',
};

export const STATUS_TABS: readonly { status: ConversationStatus; label: string }[] = [
  { status: 'OPEN', label: 'Open' },
  { status: 'WAITING_FOR_CUSTOMER', label: 'Waiting for customer' },
  { status: 'CLOSED', label: 'Closed' },
];
