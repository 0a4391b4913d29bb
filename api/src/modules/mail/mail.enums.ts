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
}

/** The languages mails are written in; the values are the web app's language codes. */
export enum MailLanguage {
  TH = 'th',
  EN = 'en',
}

registerEnumType(MailStatus, { name: 'MailStatus', description: 'PENDING (waiting to be sent or retried), SENT, or FAILED (given up after every retry).' });
registerEnumType(MailKind, { name: 'MailKind', description: 'What an e-mail is for.' });
registerEnumType(MailLanguage, { name: 'MailLanguage', description: 'The language an e-mail is written in: TH (Thai) or EN (English).' });
