import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, verifyPassword } from '../admin/password.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { CUSTOMER_AUDIENCE, type TokenService } from '../auth/tokens.js';
import { ConflictError, UnauthenticatedError } from '../common/errors.js';
import { equalsIgnoringCasePattern } from '../common/text-search.js';
import { parseInput, type Untrusted } from '../common/validation.js';
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

const WRONG_CREDENTIALS = 'Invalid username/e-mail or password';
const usernameTaken = () => new ConflictError('This username is taken', [{ field: 'username', message: 'is taken', reason: 'TAKEN' }]);
/** The one answer to a sign-up whose e-mail already has an account (with a password or with Google). */
export const ACCOUNT_NOT_CREATED = 'We could not create an account with these details. If you already have one, sign in or use Forgot password.';

/** Shopper sign-in: Google (the spec's working path) and the shop's own register/login form. */
export class CustomerAuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly google: GoogleIdTokenVerifier,
    private readonly throttle: LoginThrottle,
    private readonly auth: RequestAuth,
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
      { googleSub: identity.subject, email: identity.email, name: identity.name, picture: identity.picture },
      { onConflictFields: ['googleSub'], onConflictAction: 'merge', onConflictMergeFields: ['email', 'name', 'picture'] },
    );
    return this.session(customer);
  }

  /**
   * Limited per IP. Usernames are public, so a taken one is named; it is checked first, so that answer
   * never depends on the e-mail. An e-mail that already has an account gets ACCOUNT_NOT_CREATED, which does
   * not say so, and the attempt is logged. (A sign-up that works still tells that its e-mail was free:
   * hiding that too needs a confirmation e-mail instead of an immediate session.)
   */
  async register(input: Untrusted<CustomerRegisterFields>, ip: string): Promise<CustomerSession> {
    const { username, email, password, language } = parseInput(customerRegisterSchema, input);
    await this.throttle.countSignUp(ip);
    if (await this.em.count(Customer, { username: { $ilike: equalsIgnoringCasePattern(username) } })) throw usernameTaken();
    const holder = await this.em.findOne(Customer, { email }, { fields: ['id'] });
    if (holder) throw refuseTakenEmail(`customer ${holder.id}`, ip);
    const passwordHash = await hashPassword(password);
    let customer: Customer;
    try {
      customer = await this.em.transactional(async (tx) => tx.create(Customer, { username, email, name: username, passwordHash, language }));
    } catch (error) {
      throw registrationRace(error, ip);
    }
    return this.session(customer);
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
    const signedIn = await this.throttle.attempt(account, ip, async () =>
      (await verifyPassword(customer?.passwordHash, password)) && customer ? customer : undefined,
    );
    if (!signedIn) throw new UnauthenticatedError(WRONG_CREDENTIALS);
    return this.session(signedIn);
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

function refuseTakenEmail(holder: string, ip: string): ConflictError {
  warnOperators(`[sign-up] refused a sign-up from ${ip}: its e-mail already belongs to ${holder}`);
  return new ConflictError(ACCOUNT_NOT_CREATED);
}

/** A clash with a sign-up that committed first is answered like the same clash found by the checks. */
function registrationRace(error: unknown, ip: string): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  const { constraint } = error as { constraint?: string };
  if (constraint === 'customer_username_lower_unique') return usernameTaken();
  if (constraint === 'customer_form_email_unique') return refuseTakenEmail('a customer who signed up at the same moment', ip);
  return error;
}
