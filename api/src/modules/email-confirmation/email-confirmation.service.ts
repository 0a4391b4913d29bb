import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { CUSTOMER_AUDIENCE, type TokenService } from '../auth/tokens.js';
import { ConflictError, LinkExpiredError } from '../common/errors.js';
import { hashLinkToken } from '../common/link-token.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { Customer } from '../customer/customer.entity.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import { CONFIRMATION_LINK_HOURS, sendConfirmationLink } from './email-confirmation-links.js';
import { EmailConfirmation } from './email-confirmation.entity.js';
import { type ConfirmEmailFields, confirmEmailSchema, type ResendConfirmationFields, resendConfirmationSchema } from './email-confirmation.validation.js';

export interface EmailConfirmationDeps {
  outbox: MailOutbox;
  tokens: TokenService;
  /** The shoppers' sign-in throttle, which counts mails per address and requests per IP. */
  throttle: LoginThrottle;
}

const NOT_ISSUED = 'This link is not valid; sign up again or ask for a new link';
const USED = 'This link was already used: your e-mail is confirmed, so sign in';
const EXPIRED = `This link has expired (links work for ${CONFIRMATION_LINK_HOURS} hours); ask for a new one`;

/** The link's sign-up chose a username someone else took before it was opened; nothing was changed. */
const usernameTakenMeanwhile = () =>
  new ConflictError('Someone else took this username after you signed up; sign up again with another username', [{ field: 'username', message: 'is taken', reason: 'TAKEN' }]);

/** The e-mailed link that confirms a shopper's address, which is what lets a password account sign in. */
export class EmailConfirmationService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: EmailConfirmationDeps,
  ) {}

  /**
   * Confirms the link's account with the username, password and language of the sign-up the link was mailed
   * for, uses up every open link of it, ends every earlier session, and signs it in. LINK_EXPIRED for a used,
   * expired or unknown link, or once the address is confirmed (a password reset through the mail also does
   * that); CONFLICT if someone else took the username meanwhile.
   */
  async confirm(input: Untrusted<ConfirmEmailFields>): Promise<{ token: string; customer: Customer }> {
    const { token } = parseInput(confirmEmailSchema, input);
    try {
      const customer = await this.em.transactional(async (tx) => {
        const link = await tx.findOne(EmailConfirmation, { tokenHash: hashLinkToken(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['customer'] });
        if (!link) throw new LinkExpiredError(NOT_ISSUED);
        // After a reset, an older sign-up's link must not put its password back.
        if (link.usedAt || link.customer.emailConfirmedAt) throw new LinkExpiredError(USED);
        if (link.expiresAt <= new Date()) throw new LinkExpiredError(EXPIRED);
        await tx.nativeUpdate(EmailConfirmation, { customer: link.customer, usedAt: null }, { usedAt: new Date() });
        const { customer } = link;
        // A link mailed before links kept their sign-up (all null) confirms the account as it is.
        if (link.passwordHash && link.username && link.language) {
          tx.assign(customer, { passwordHash: link.passwordHash, username: link.username, name: link.username, language: link.language });
        }
        // Whoever signed in before the address was proven theirs is signed out.
        tx.assign(customer, { emailConfirmedAt: new Date(), tokenVersion: customer.tokenVersion + 1 });
        return customer;
      });
      return { token: await this.deps.tokens.sign(CUSTOMER_AUDIENCE, customer.id, customer.tokenVersion), customer };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === 'customer_username_lower_unique') {
        throw usernameTakenMeanwhile();
      }
      throw error;
    }
  }

  /**
   * Mails a new link to the password account using this address if it is not confirmed yet. The answer is the
   * same whatever the case (none, confirmed, Google-only), and the requests are limited per address and IP.
   */
  async resend(input: Untrusted<ResendConfirmationFields>, ip: string): Promise<{ email: string }> {
    const { email } = parseInput(resendConfirmationSchema, input);
    await this.deps.throttle.countConfirmationRequest(email, ip);
    await this.em.transactional(async (tx) => {
      const waiting = await tx.findOne(Customer, { email, passwordHash: { $ne: null }, emailConfirmedAt: null });
      if (waiting) sendConfirmationLink(tx, this.deps.outbox, waiting);
    });
    return { email };
  }
}
