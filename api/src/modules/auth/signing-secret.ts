import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * JWT_SECRET when set; otherwise a secret generated on first start and kept in DATA_DIR, so tokens
 * survive restarts of the embedded default without any set-up.
 */
export async function loadSigningSecret(config: { jwtSecret?: string; dataDir: string }): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
