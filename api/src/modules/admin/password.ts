import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's recommended argon2id settings: 19 MiB of memory, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, which isolated modules cannot import).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 8;

/**
 * argon2 runs on libuv's threadpool (4 threads by default), which file reads, DNS lookups and zlib share.
 * Two at a time leaves that pool room for the rest of the shop during a burst of sign-ups or sign-ins;
 * the others wait their turn, first come first served.
 */
export const MAX_CONCURRENT_PASSWORD_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_PASSWORD_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so a newcomer can never overtake it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, ARGON2ID));
}

// Checked when the account does not exist, so an unknown e-mail costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; with no hash it still does the same work and answers false. */
export async function verifyPassword(passwordHash: string | undefined | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const checked = passwordHash ?? (await decoyHash);
  const matches = await inTurn(() => verify(checked, password)).catch(() => false);
  return matches && Boolean(passwordHash);
}
