import type { MailKind, MailStatus } from '../../gql/graphql';

export const MAIL_STATUS_LABEL: Readonly<Record<MailStatus, string>> = { PENDING: 'Waiting', SENT: 'Sent', FAILED: 'Failed' };

export const MAIL_KIND_LABEL: Readonly<Record<MailKind, string>> = {
  PASSWORD_RESET: 'Password reset',
  CONFIRM_EMAIL: 'E-mail confirmation',
  SIGN_UP_ATTEMPT: 'Sign-up with a used address',
  ORDER_PLACED: 'Order placed',
  PAYMENT_APPROVED: 'Payment received',
  PAYMENT_REJECTED: 'Slip sent back',
  ORDER_DELIVERED: 'Order delivered',
  ORDER_REFUNDED: 'Order refunded',
  WALLET_CREDITED: 'Wallet credited',
};
