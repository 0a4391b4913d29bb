import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { snapshot, type AuditTrail } from '../audit/audit-trail.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { ADMIN_AUDIENCE, type TokenService } from '../auth/tokens.js';
import { ConflictError, NotFoundError, UnauthenticatedError } from '../common/errors.js';
import { equalsIgnoringCasePattern } from '../common/text-search.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { AdminRole } from './admin-role.js';
import { Admin } from './admin.entity.js';
import {
  type LoginFields,
  loginSchema,
  type RegisterAdminFields,
  registerAdminSchema,
  type UpdateAdminFields,
  updateAdminSchema,
} from './admin.validation.js';
import { hashPassword, verifyPassword } from './password.js';

export const WRONG_CREDENTIALS = 'Invalid email or password';

export class AdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly auth: RequestAuth,
    private readonly audit: AuditTrail,
  ) {}

  /** Same answer, and about the same time, for an unknown e-mail and a wrong password. */
  async login(input: Untrusted<LoginFields>, ip: string): Promise<{ token: string; admin: Admin }> {
    const { email, password } = parseInput(loginSchema, input);
    const admin = await this.throttle.attempt(email, ip, async () => {
      const found = await this.em.findOne(Admin, { email });
      return (await verifyPassword(found?.passwordHash, password)) && found ? found : undefined;
    });
    if (!admin) throw new UnauthenticatedError(WRONG_CREDENTIALS);
    return { token: await this.tokens.sign(ADMIN_AUDIENCE, admin.id, admin.tokenVersion), admin };
  }

  list(): Promise<Admin[]> {
    return this.em.find(Admin, {}, { orderBy: { id: 'asc' } });
  }

  async register(input: Untrusted<RegisterAdminFields>): Promise<Admin> {
    const { password, ...fields } = parseInput(registerAdminSchema, input);
    await this.assertEmailFree(fields.email);
    const passwordHash = await hashPassword(password);
    return this.em.transactional(async (tx) => {
      const admin = tx.create(Admin, { ...fields, passwordHash });
      await tx.flush();
      await this.audit.record(tx, { action: 'create', entityType: 'Admin', entityId: admin.id, after: snapshot(admin) });
      return admin;
    });
  }

  /** Changes name, role or password; the last Super Admin can never be demoted. */
  async update(id: number, input: Untrusted<UpdateAdminFields>): Promise<Admin> {
    const { password, ...fields } = parseInput(updateAdminSchema, input);
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    return this.em.transactional(async (tx) => {
      const admin = await this.lockedAdmin(tx, id);
      const before = snapshot(admin);
      if (admin.role === AdminRole.SUPER_ADMIN && fields.role !== undefined && fields.role !== AdminRole.SUPER_ADMIN) {
        await this.assertAnotherSuperAdmin(tx, admin);
      }
      // A new password or role ends every session signed before it (the admin signs in again).
      const signsOut = passwordHash !== undefined || (fields.role !== undefined && fields.role !== admin.role);
      tx.assign(
        admin,
        { ...fields, passwordHash, passwordChangedAt: passwordHash && new Date(), tokenVersion: signsOut ? admin.tokenVersion + 1 : undefined },
        { ignoreUndefined: true },
      );
      // The hash is never in a snapshot, so without this note a password change would look like no change.
      // (Named for the credentials, not the password: no audit answer contains that word, so a leak is easy to spot.)
      const notes = passwordHash === undefined ? undefined : { credentialsChanged: true };
      await this.audit.recordUpdate(tx, { entityType: 'Admin', entityId: id, before, entity: admin, notes });
      return admin;
    });
  }

  /** No one may delete themselves, and the last Super Admin can never be deleted. */
  async delete(id: number): Promise<void> {
    const actor = await this.auth.admin();
    if (actor.id === id) throw new ConflictError('You cannot delete your own account');
    await this.em.transactional(async (tx) => {
      const admin = await this.lockedAdmin(tx, id);
      if (admin.role === AdminRole.SUPER_ADMIN) await this.assertAnotherSuperAdmin(tx, admin);
      await this.audit.record(tx, { action: 'delete', entityType: 'Admin', entityId: id, before: snapshot(admin) });
      tx.remove(admin);
    });
  }

  /**
   * Locks every Super Admin row first, so two Super Admins removing each other at the same moment
   * cannot both succeed and leave the shop with none.
   */
  private async lockedAdmin(tx: EntityManager, id: number): Promise<Admin> {
    await tx.find(Admin, { role: AdminRole.SUPER_ADMIN }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const admin = await tx.findOne(Admin, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!admin) throw new NotFoundError(`Admin ${id} does not exist`);
    return admin;
  }

  private async assertAnotherSuperAdmin(tx: EntityManager, admin: Admin) {
    const others = await tx.count(Admin, { role: AdminRole.SUPER_ADMIN, id: { $ne: admin.id } });
    if (others === 0) throw new ConflictError('The last Super Admin cannot be removed or demoted');
  }

  private async assertEmailFree(email: string) {
    if (await this.em.findOne(Admin, { email: { $ilike: equalsIgnoringCasePattern(email) } })) {
      throw new ConflictError(`An admin with the e-mail ${email} already exists`);
    }
  }
}
