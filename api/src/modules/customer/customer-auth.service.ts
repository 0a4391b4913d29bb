import { QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, verifyPassword } from '../admin/password.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { CUSTOMER_AUDIENCE, type TokenService } from '../auth/tokens.js';
import { ConflictError, TooManyRequestsError, UnauthenticatedError } from '../common/errors.js';
import { equalsIgnoringCasePattern } from '../common/text-search.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { sendConfirmationLink, usernameAwaitsConfirmation } from '../email-confirmation/email-confirmation-links.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import { MailKind } from '../mail/mail.enums.js';
import { warnOperators } from '../operations/request-context.js';
import { Customer } from './customer.entity.js';
import {
  type CustomerLoginFields,
  customerLoginSchema,
  type CustomerRegisterFields,
  customerRegisterSchema,
  type GoogleLoginFields,
  googleLoginSchema,
  type MailSettingsFields,
  mailSettingsSchema,
} from './customer-auth.validation.js';
import type { GoogleIdTokenVerifier } from './google-id-token.js';

export interface CustomerSession {
  token: string;
  customer: Customer;
}

/** Also the answer to the right password of an account whose address is not confirmed yet: it tells nobody the account exists. */
const WRONG_CREDENTIALS = 'Invalid username/e-mail or password. Just signed up? Open the link we e-mailed you first.';
const usernameTaken = () => new ConflictError('This username is taken', [{ field: 'username', message: 'is taken', reason: 'TAKEN' }]);

/** Shopper sign-in: Google (the spec's working path) and the shop's own register/login form. */
export class CustomerAuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly google: GoogleIdTokenVerifier,
    private readonly throttle: LoginThrottle,
    private readonly auth: RequestAuth,
    private readonly outbox: MailOutbox,
  ) {}

  /** The OAuth client id the web app's Google button needs; undefined when Google sign-in is off. */
  get googleClientId(): string | undefined {
    return this.google.clientId;
  }

  /** Verifies the Google credential, then creates or refreshes the customer by Google's subject id. */
  async googleLogin(input: Untrusted<GoogleLoginFields>): Promise<CustomerSession> {
    const identity = await this.google.verify(parseInput(googleLoginSchema, input).token);
    const customer = await this.em.upsert(
      Customer,
      // Google has confirmed the address.
      { googleSub: identity.subject, email: identity.email, name: identity.name, picture: identity.picture, emailConfirmedAt: new Date() },
      { onConflictFields: ['googleSub'], onConflictAction: 'merge', onConflictMergeFields: ['email', 'name', 'picture', 'emailConfirmedAt'] },
    );
    return this.session(customer);
  }

  /**
   * Starts an account; it signs in once its address is confirmed through the mailed link. Limited per IP, and
   * mails per address. Usernames are public, so a taken one is named (checked first, so that answer never
   * depends on the e-mail); one a sign-up still waiting for its link chose counts as taken. Whether the e-mail
   * already has an account is told to nobody but its holder: the answer is the same, the work hardly differs (a
   * password hashed and a mail queued either way), and the holder is mailed "someone tried to sign up". For an
   * account never confirmed, the address is mailed a link for this sign-up's own choices: anyone may have
   * signed the address up first, so only the link the owner opens decides the password.
   */
  async register(input: Untrusted<CustomerRegisterFields>, ip: string): Promise<{ email: string }> {
    const { username, email, password, language } = parseInput(customerRegisterSchema, input);
    await this.throttle.countSignUp(ip);
    await this.throttle.countSignUpMail(email);
    const customerHasIt = (await this.em.count(Customer, { username: { $ilike: equalsIgnoringCasePattern(username) } })) > 0;
    if (customerHasIt || (await usernameAwaitsConfirmation(this.em, username))) throw usernameTaken();
    const passwordHash = await hashPassword(password);
    try {
      await this.em.transactional(async (tx) => {
        const holder = await tx.findOne(Customer, { email }, { orderBy: { passwordHash: QueryOrder.ASC_NULLS_LAST } });
        if (!holder) return sendConfirmationLink(tx, this.outbox, tx.create(Customer, { username, email, name: username, passwordHash, language }));
        warnOperators(`[sign-up] a sign-up from ${ip} used the e-mail of customer ${holder.id}; they were mailed instead`);
        if (holder.passwordHash && !holder.emailConfirmedAt) return sendConfirmationLink(tx, this.outbox, holder, { username, passwordHash, language });
        this.outbox.queue(tx, MailKind.SIGN_UP_ATTEMPT, { address: holder.email, language: holder.language }, { name: holder.name, googleOnly: !holder.passwordHash });
      });
    } catch (error) {
      const refusal = registrationRace(error, ip);
      if (refusal) throw refusal;
    }
    return { email };
  }

  /**
   * Same answer for an unknown account and a wrong password; throttled like the admin login, with one
   * count per account whichever name (username or e-mail) it is signed in with.
   */
  async login(input: Untrusted<CustomerLoginFields>, ip: string): Promise<CustomerSession> {
    const { identifier, password } = parseInput(customerLoginSchema, input);
    const customer = await this.em.findOne(Customer, {
      passwordHash: { $ne: null },
      $or: [{ username: { $ilike: equalsIgnoringCasePattern(identifier) } }, { email: identifier.toLowerCase() }],
    });
    const account = customer ? `customer ${customer.id}` : `unknown ${identifier}`;
    const signedIn = await this.throttle.attempt(account, ip, async () => {
      if (!(await verifyPassword(customer?.passwordHash, password)) || !customer) return undefined;
      if (customer.emailConfirmedAt) return customer;
      await this.mailConfirmationAgain(customer);
      return undefined;
    });
    if (!signedIn) throw new UnauthenticatedError(WRONG_CREDENTIALS);
    return this.session(signedIn);
  }

  /** The right password of an account never confirmed: its holder may have lost the link, so a new one goes (while the address's mail allowance lasts). */
  private async mailConfirmationAgain(customer: Customer): Promise<void> {
    try {
      await this.throttle.countSignUpMail(customer.email);
    } catch (error) {
      if (error instanceof TooManyRequestsError) return;
      throw error;
    }
    await this.em.transactional(async (tx) => sendConfirmationLink(tx, this.outbox, await tx.findOneOrFail(Customer, customer.id)));
  }

  /** The signed-in customer. */
  async me(): Promise<Customer> {
    const customer = await this.em.findOne(Customer, { id: await this.auth.customerId() });
    if (!customer) throw new UnauthenticatedError('This account no longer exists');
    return customer;
  }

  /** The signed-in shopper's e-mail language and whether they get the optional mails. */
  async updateMailSettings(input: Untrusted<MailSettingsFields>): Promise<Customer> {
    const { language, orderUpdateMails } = parseInput(mailSettingsSchema, input);
    const customer = await this.me();
    this.em.assign(customer, { ...(language && { language }), ...(orderUpdateMails !== undefined && { orderUpdateMails }) });
    await this.em.flush();
    return customer;
  }

  private async session(customer: Customer): Promise<CustomerSession> {
    return { token: await this.tokens.sign(CUSTOMER_AUDIENCE, customer.id, customer.tokenVersion), customer };
  }
}

/**
 * A clash with a sign-up that committed first is answered like the same clash found by the checks: a taken
 * username is named; a taken e-mail gets the same answer as any sign-up (its holder was just mailed a link).
 */
function registrationRace(error: unknown, ip: string): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  const { constraint } = error as { constraint?: string };
  if (constraint === 'customer_username_lower_unique') return usernameTaken();
  if (constraint === 'customer_form_email_unique') {
    warnOperators(`[sign-up] a sign-up from ${ip} used the e-mail of a customer who signed up at the same moment`);
    return undefined;
  }
  return error;
}
