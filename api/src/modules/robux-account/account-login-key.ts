import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/env.js';
import { StartupError } from '../../config/startup-error.js';
import { AccountLoginCipher, parseAccountSecretKey } from './account-login-cipher.js';

/**
 * The cipher for account logins: ACCOUNT_SECRET_KEY when set; outside production a key generated on first
 * start and kept in DATA_DIR (as the JWT secret is), so the demo shop works without set-up. In production
 * without the key there is none: a key on one machine's disk would make logins unreadable everywhere else.
 */
export async function loadAccountLoginCipher(config: Pick<AppConfig, 'accountSecretKey' | 'env' | 'dataDir'>): Promise<AccountLoginCipher | undefined> {
  if (config.accountSecretKey) return new AccountLoginCipher(config.accountSecretKey);
  if (config.env === 'production') return undefined;
  const file = path.join(config.dataDir, 'account-secret-key');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing !== undefined) {
    const kept = parseAccountSecretKey(existing);
    // Never replace a damaged key file: the logins sealed with it would be lost for good.
    if (!kept) throw new StartupError(`${file} does not hold a 32-byte key; restore it, or set ACCOUNT_SECRET_KEY`);
    return new AccountLoginCipher(kept);
  }
  const key = randomBytes(32);
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  return new AccountLoginCipher(key);
}

export const NO_ACCOUNT_KEY_WARNING =
  'ACCOUNT_SECRET_KEY is not set: Robux account listings cannot hold login details (and so cannot be sold) until it is. Set it to 32 random bytes, e.g. `openssl rand -hex 32`.';
