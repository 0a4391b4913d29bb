import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminRole } from './admin-role.js';
import { Admin } from './admin.entity.js';
import { hashPassword } from './password.js';

/**
 * Creates the first Super Admin when there is no admin at all. Without a configured password one is
 * generated and printed this once; it is never stored in clear.
 */
export async function ensureFirstSuperAdmin(
  em: EntityManager,
  first: { email: string; password?: string },
  log: (message: string) => void,
): Promise<void> {
  if ((await em.count(Admin, {})) > 0) return;
  const password = first.password ?? randomBytes(12).toString('base64url');
  await em.transactional(async (tx) => {
    tx.create(Admin, { name: 'Super Admin', email: first.email, passwordHash: await hashPassword(password), role: AdminRole.SUPER_ADMIN });
  });
  log(
    first.password
      ? `Created the first Super Admin ${first.email} with ADMIN_PASSWORD.`
      : `Created the first Super Admin ${first.email} with the generated password: ${password}\n` +
          '  It is shown only this once; sign in and keep it somewhere safe.',
  );
}
