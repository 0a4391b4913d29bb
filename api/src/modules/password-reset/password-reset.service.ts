import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../admin/admin.entity.js';
import { hashPassword } from '../admin/password.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { LinkExpiredError } from '../common/errors.js';
import { hashLinkToken, newLinkToken } from '../common/link-token.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { Customer } from '../customer/customer.entity.js';
import { MailKind } from '../mail/mail.enums.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import { PasswordReset, ResetAccount } from './password-reset.entity.js';
import { type ResetConfirmFields, resetConfirmSchema, type ResetRequestFields, resetRequestSchema } from './password-reset.validation.js';

/** How long an e-mailed link works. */
export const RESET_LINK_MINUTES = 30;

export interface PasswordResetDeps {
  outbox: MailOutbox;
  /** Reset requests are counted by the sign-in throttle of the account kind (memory or Redis, like sign-ins). */
  throttles: Record<ResetAccount, LoginThrottle>;
}

const NOT_ISSUED = 'This link is not valid; ask for a new one';
const USED = 'This link was already used; ask for a new one if you still need it';
const EXPIRED = `This link has expired (links work for ${RESET_LINK_MINUTES} minutes); ask for a new one`;

/** "Forgot password?" for shoppers and staff: an e-mailed single-use link, then a new password through it. */
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: PasswordResetDeps,
  ) {}

  /**
   * Mails a link to the account of `account` kind that signs in with this address, if there is one. The
   * answer (nothing, or the same refusals) never depends on that, and the work hardly does: a token is always
   * made and hashed, the account always looked up, in a transaction either way. Google-only shoppers have no
   * password to reset and get no mail.
   */
  async request(account: ResetAccount, input: Untrusted<ResetRequestFields>, ip: string): Promise<void> {
    const { email, language } = parseInput(resetRequestSchema, input);
    await this.deps.throttles[account].countResetRequest(email, ip);
    const { token, hash: tokenHash } = newLinkToken();
    await this.em.transactional(async (tx) => {
      const holder = await accountHolder(tx, account, email);
      if (!holder) return;
      tx.create(PasswordReset, { tokenHash, account, accountId: holder.id, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
      const values = { name: holder.name, staff: account === ResetAccount.STAFF, minutes: RESET_LINK_MINUTES };
      this.deps.outbox.queue(tx, MailKind.PASSWORD_RESET, { address: holder.email, language }, values, { secret: token });
    });
  }

  /**
   * Sets the new password of the link's account, uses up every open link of that account, and ends all of its
   * sessions (its token version moves on). Answers which kind of account it was, so the page can send the
   * person to the right sign-in.
   */
  async confirm(input: Untrusted<ResetConfirmFields>): Promise<ResetAccount> {
    const { token, password } = parseInput(resetConfirmSchema, input);
    return this.em.transactional(async (tx) => {
      const reset = await tx.findOne(PasswordReset, { tokenHash: hashLinkToken(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!reset) throw new LinkExpiredError(NOT_ISSUED);
      if (reset.usedAt) throw new LinkExpiredError(USED);
      if (reset.expiresAt <= new Date()) throw new LinkExpiredError(EXPIRED);
      const passwordHash = await hashPassword(password);
      await tx.nativeUpdate(PasswordReset, { account: reset.account, accountId: reset.accountId, usedAt: null }, { usedAt: new Date() });
      const changed = reset.account === ResetAccount.STAFF ? await setStaffPassword(tx, reset.accountId, passwordHash) : await setCustomerPassword(tx, reset.accountId, passwordHash);
      // The account was deleted after the link was sent.
      if (!changed) throw new LinkExpiredError(NOT_ISSUED);
      return reset.account;
    });
  }
}

async function accountHolder(tx: EntityManager, account: ResetAccount, email: string): Promise<{ id: number; email: string; name: string } | null> {
  if (account === ResetAccount.STAFF) return tx.findOne(Admin, { email }, { fields: ['id', 'email', 'name'] });
  return tx.findOne(Customer, { email, passwordHash: { $ne: null } }, { fields: ['id', 'email', 'name'] });
}

/** The link came to the account's address, so the address is confirmed too (a sign-up never confirmed can be finished this way). */
async function setCustomerPassword(tx: EntityManager, id: number, passwordHash: string): Promise<boolean> {
  const rows = await tx.execute<{ id: number }[]>(
    'update customer set password_hash = ?, token_version = token_version + 1, email_confirmed_at = coalesce(email_confirmed_at, now()) where id = ? returning id',
    [passwordHash, id],
  );
  return rows.length > 0;
}

/** Like a Super Admin's password change: sessions end, and the audit log says so (the admin themself acting). */
async function setStaffPassword(tx: EntityManager, id: number, passwordHash: string): Promise<boolean> {
  const admin = await tx.findOne(Admin, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!admin) return false;
  tx.assign(admin, { passwordHash, passwordChangedAt: new Date(), tokenVersion: admin.tokenVersion + 1 });
  tx.create(AuditEntry, { adminId: admin.id, adminEmail: admin.email, action: 'reset-password', entityType: 'Admin', entityId: String(admin.id), after: { credentialsChanged: true } });
  return true;
}
