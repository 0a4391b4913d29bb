import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's recommended argon2id settings: 19 MiB of memory, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, which isolated modules cannot import).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

// Checked when the account does not exist, so an unknown e-mail costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; with no hash it still does the same work and answers false. */
export async function verifyPassword(passwordHash: string | undefined | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verify(passwordHash ?? (await decoyHash), password).catch(() => false);
  return matches && Boolean(passwordHash);
}
