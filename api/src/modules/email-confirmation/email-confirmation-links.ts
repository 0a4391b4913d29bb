import type { EntityManager } from '@mikro-orm/postgresql';
import { newLinkToken } from '../common/link-token.js';
import { equalsIgnoringCasePattern } from '../common/text-search.js';
import type { Customer } from '../customer/customer.entity.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import { MailKind } from '../mail/mail.enums.js';
import { EmailConfirmation } from './email-confirmation.entity.js';

/** How long an e-mailed confirmation link works: a day, time enough to find the mail. */
export const CONFIRMATION_LINK_HOURS = 24;

/** What one sign-up chose; its link sets these on the account when used. */
export type SignUpChoices = Pick<Customer, 'username' | 'passwordHash' | 'language'>;

/**
 * A new confirmation link for `customer` (an entity of `tx`), mailed in the sign-up's language, in the caller's
 * transaction. Without `signUp` it confirms what the account holds, which is what the holder of its password chose.
 */
export function sendConfirmationLink(tx: EntityManager, outbox: MailOutbox, customer: Customer, signUp: SignUpChoices = customer): void {
  const { token, hash } = newLinkToken();
  const { username, passwordHash, language } = signUp;
  tx.create(EmailConfirmation, { tokenHash: hash, customer, username, passwordHash, language, expiresAt: new Date(Date.now() + CONFIRMATION_LINK_HOURS * 3_600_000) });
  const values = { username: username ?? customer.name, hours: CONFIRMATION_LINK_HOURS };
  outbox.queue(tx, MailKind.CONFIRM_EMAIL, { address: customer.email, language }, values, { secret: token });
}

/** Whether a sign-up still waiting for its link chose `username`: it is kept for them while the link works, no longer. */
export async function usernameAwaitsConfirmation(em: EntityManager, username: string): Promise<boolean> {
  const waiting = await em.count(EmailConfirmation, { username: { $ilike: equalsIgnoringCasePattern(username) }, usedAt: null, expiresAt: { $gt: new Date() } });
  return waiting > 0;
}
