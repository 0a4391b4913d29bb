import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../admin/admin.entity.js';
import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import { noteSignedInCaller } from '../operations/request-context.js';
import { roleAllows, type Permission } from './permissions.js';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE, type TokenService, type TokenSubject } from './tokens.js';

const SIGNED_OUT = 'You were signed out because the password or role of this account changed; please sign in again';

/** The bearer token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/**
 * Who is calling, worked out lazily and once per request. The account is read from the database on
 * every request, so a deleted or demoted admin's token stops working at once, and so does any token
 * signed before the account's last password or role change (its token version moved on).
 */
export class RequestAuth {
  private adminLookup?: Promise<Admin>;
  private customerLookup?: Promise<number>;

  constructor(
    private readonly token: string | undefined,
    private readonly tokens: TokenService,
    private readonly em: EntityManager,
  ) {}

  /** The signed-in admin as stored now; UNAUTHENTICATED without a valid admin token. */
  admin(): Promise<Admin> {
    this.adminLookup ??= this.loadAdmin();
    return this.adminLookup;
  }

  /** The signed-in admin if their current role grants `permission`; FORBIDDEN otherwise, with `refusal` as its message if given. */
  async authorize(permission: Permission, refusal?: string): Promise<Admin> {
    const admin = await this.admin();
    if (!roleAllows(admin.role, permission)) {
      throw new ForbiddenError(refusal ?? `The ${admin.role} role may not do this`);
    }
    return admin;
  }

  /** Whether a valid admin token came with the request (for staff-only conveniences such as introspection). */
  isStaff(): Promise<boolean> {
    return this.admin().then(
      () => true,
      () => false,
    );
  }

  /** The signed-in customer's id; UNAUTHENTICATED without a valid, current customer token. */
  customerId(): Promise<number> {
    this.customerLookup ??= this.loadCustomerId();
    return this.customerLookup;
  }

  /**
   * Drops what was read about the account, so the next check reads it again. A subscription's events arrive long
   * after the request that started it; each must find the account, its token version and role as they are now.
   */
  forgetAccount(): void {
    this.adminLookup = undefined;
    this.customerLookup = undefined;
  }

  private async loadAdmin(): Promise<Admin> {
    const { id, version } = await this.verified(ADMIN_AUDIENCE);
    const admin = await this.em.findOne(Admin, { id }, { refresh: true });
    if (!admin) throw new UnauthenticatedError('This admin account no longer exists');
    if (admin.tokenVersion !== version) throw new UnauthenticatedError(SIGNED_OUT);
    noteSignedInCaller('staff', admin.id);
    return admin;
  }

  private async loadCustomerId(): Promise<number> {
    const { id, version } = await this.verified(CUSTOMER_AUDIENCE);
    const [customer] = await this.em.execute<{ token_version: number }[]>('select token_version from customer where id = ?', [id]);
    if (!customer) throw new UnauthenticatedError('This account no longer exists');
    if (customer.token_version !== version) throw new UnauthenticatedError(SIGNED_OUT);
    noteSignedInCaller('shopper');
    return id;
  }

  private verified(audience: typeof ADMIN_AUDIENCE | typeof CUSTOMER_AUDIENCE): Promise<TokenSubject> {
    if (!this.token) return Promise.reject(new UnauthenticatedError('Sign in first: this needs a bearer token'));
    return this.tokens.verify(this.token, audience);
  }
}
