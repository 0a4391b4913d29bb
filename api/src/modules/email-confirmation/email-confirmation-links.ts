import type { EntityManager } from '@mikro-orm/postgresql';
import { newLinkToken } from '../common/link-token.js';
import type { Customer } from '../customer/customer.entity.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import { MailKind } from '../mail/mail.enums.js';
import { EmailConfirmation } from './email-confirmation.entity.js';

/** How long an e-mailed confirmation link works: a day, time enough to find the mail. */
export const CONFIRMATION_LINK_HOURS = 24;

/** A new confirmation link for `customer` (an entity of `tx`), mailed in their language, in the caller's transaction. */
export function sendConfirmationLink(tx: EntityManager, outbox: MailOutbox, customer: Customer): void {
  const { token, hash } = newLinkToken();
  tx.create(EmailConfirmation, { tokenHash: hash, customer, expiresAt: new Date(Date.now() + CONFIRMATION_LINK_HOURS * 3_600_000) });
  outbox.queue(tx, MailKind.CONFIRM_EMAIL, { address: customer.email, language: customer.language }, { name: customer.name, hours: CONFIRMATION_LINK_HOURS }, { secret: token });
}
