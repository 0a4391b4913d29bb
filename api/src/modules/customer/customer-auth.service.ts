import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, verifyPassword } from '../admin/password.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { CUSTOMER_AUDIENCE, type TokenService } from '../auth/tokens.js';
import { ConflictError, UnauthenticatedError } from '../common/errors.js';
import { equalsIgnoringCasePattern } from '../common/text-search.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { Customer } from './customer.entity.js';
import {
  type CustomerLoginFields,
  customerLoginSchema,
  type CustomerRegisterFields,
  customerRegisterSchema,
  type GoogleLoginFields,
  googleLoginSchema,
} from './customer-auth.validation.js';
import type { GoogleIdTokenVerifier } from './google-id-token.js';

export interface CustomerSession {
  token: string;
  customer: Customer;
}

const WRONG_CREDENTIALS = 'Invalid username/e-mail or password';

/** Shopper sign-in: Google (the spec's working path) and the shop's own register/login form. */
export class CustomerAuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly google: GoogleIdTokenVerifier,
    private readonly throttle: LoginThrottle,
    private readonly auth: RequestAuth,
  ) {}

  /** Verifies the Google credential, then creates or refreshes the customer by Google's subject id. */
  /** The OAuth client id the web app's Google button needs; undefined when Google sign-in is off. */
  get googleClientId(): string | undefined {
    return this.google.clientId;
  }

  async googleLogin(input: Untrusted<GoogleLoginFields>): Promise<CustomerSession> {
    const identity = await this.google.verify(parseInput(googleLoginSchema, input).token);
    const customer = await this.em.upsert(
      Customer,
      { googleSub: identity.subject, email: identity.email, name: identity.name, picture: identity.picture },
      { onConflictFields: ['googleSub'], onConflictAction: 'merge', onConflictMergeFields: ['email', 'name', 'picture'] },
    );
    return this.session(customer);
  }

  async register(input: Untrusted<CustomerRegisterFields>): Promise<CustomerSession> {
    const { username, email, password } = parseInput(customerRegisterSchema, input);
    const taken = await this.em.findOne(Customer, {
      $or: [{ username: { $ilike: equalsIgnoringCasePattern(username) } }, { email }],
    });
    if (taken) {
      throw new ConflictError(taken.email === email ? 'An account with this e-mail already exists; sign in instead' : 'This username is taken');
    }
    const passwordHash = await hashPassword(password);
    const customer = await this.em.transactional(async (tx) => tx.create(Customer, { username, email, name: username, passwordHash }));
    return this.session(customer);
  }

  /** Same answer for an unknown account and a wrong password; throttled like the admin login. */
  async login(input: Untrusted<CustomerLoginFields>, ip: string): Promise<CustomerSession> {
    const { identifier, password } = parseInput(customerLoginSchema, input);
    const account = identifier.toLowerCase();
    await this.throttle.assertAllowed(account, ip);
    const customer = await this.em.findOne(Customer, {
      passwordHash: { $ne: null },
      $or: [{ username: { $ilike: equalsIgnoringCasePattern(identifier) } }, { email: account }],
    });
    if (!(await verifyPassword(customer?.passwordHash, password)) || !customer) {
      await this.throttle.recordFailure(account, ip);
      throw new UnauthenticatedError(WRONG_CREDENTIALS);
    }
    await this.throttle.recordSuccess(account, ip);
    return this.session(customer);
  }

  /** The signed-in customer. */
  async me(): Promise<Customer> {
    const customer = await this.em.findOne(Customer, { id: await this.auth.customerId() });
    if (!customer) throw new UnauthenticatedError('This account no longer exists');
    return customer;
  }

  private async session(customer: Customer): Promise<CustomerSession> {
    return { token: await this.tokens.sign(CUSTOMER_AUDIENCE, customer.id), customer };
  }
}
