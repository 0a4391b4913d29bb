import { registerEnumType } from 'type-graphql';

export enum MailStatus {
  /** Waiting for its first try, or for the next one after a failure. */
  PENDING = 'PENDING',
  /** Handed to the SMTP server (or written to the outbox). */
  SENT = 'SENT',
  /** Every try failed; the sender gave up. */
  FAILED = 'FAILED',
}

/** What a mail is for: each kind has its template in templates/. */
export enum MailKind {
  PASSWORD_RESET = 'PASSWORD_RESET',
  CONFIRM_EMAIL = 'CONFIRM_EMAIL',
  SIGN_UP_ATTEMPT = 'SIGN_UP_ATTEMPT',
  ORDER_PLACED = 'ORDER_PLACED',
  PAYMENT_APPROVED = 'PAYMENT_APPROVED',
  PAYMENT_REJECTED = 'PAYMENT_REJECTED',
  ORDER_DELIVERED = 'ORDER_DELIVERED',
  ORDER_REFUNDED = 'ORDER_REFUNDED',
  WALLET_CREDITED = 'WALLET_CREDITED',
  /** Staff replies in a support conversation stayed unread for a while. */
  SUPPORT_REPLY = 'SUPPORT_REPLY',
}

/** Mails a shopper may turn off (Customer.orderUpdateMails): they confirm what the shop's pages show anyway. The rest are essential. */
export const OPTIONAL_MAIL_KINDS: ReadonlySet<MailKind> = new Set([MailKind.PAYMENT_APPROVED, MailKind.ORDER_DELIVERED, MailKind.WALLET_CREDITED]);

/** The languages mails are written in; the values are the web app's language codes. */
export enum MailLanguage {
  TH = 'th',
  EN = 'en',
}

registerEnumType(MailStatus, { name: 'MailStatus', description: 'PENDING (waiting to be sent or retried), SENT, or FAILED (given up after every retry).' });
registerEnumType(MailKind, { name: 'MailKind', description: 'What an e-mail is for.' });
registerEnumType(MailLanguage, { name: 'MailLanguage', description: 'The language an e-mail is written in: TH (Thai) or EN (English).' });
