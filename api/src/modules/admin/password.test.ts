import { describe, expect, it, vi } from 'vitest';
import { hashPassword, MAX_CONCURRENT_PASSWORD_HASHES, verifyPassword } from './password.js';

// Watches the real argon2 calls: how many run at once, and in which order they start.
const argon2Calls = vi.hoisted(() => ({ inFlight: 0, maxInFlight: 0, started: [] as string[] }));
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  const watched =
    <A extends unknown[]>(label: (...args: A) => string, run: (...args: A) => Promise<any>) =>
    async (...args: A) => {
      argon2Calls.started.push(label(...args));
      argon2Calls.maxInFlight = Math.max(argon2Calls.maxInFlight, ++argon2Calls.inFlight);
      try {
        return await run(...args);
      } finally {
        argon2Calls.inFlight--;
      }
    };
  return {
    ...real,
    hash: watched((password: string | Uint8Array) => `hash ${password}`, real.hash),
    verify: watched((_hash: string | Uint8Array, password: string | Uint8Array) => `verify ${password}`, real.verify),
  };
});

describe('password hashing under a burst', () => {
  it(`runs at most ${MAX_CONCURRENT_PASSWORD_HASHES} argon2 operations at once; the rest wait and start in arrival order`, async () => {
    const stored = await hashPassword('the-right-password');
    await verifyPassword(stored, 'warm-up'); // makes the decoy hash for unknown accounts, once per process
    argon2Calls.maxInFlight = 0;
    argon2Calls.started.length = 0;

    const burst = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0 ? hashPassword(`new-password-${i}`) : verifyPassword(stored, i === 5 ? 'the-right-password' : `guess-${i}`),
    );
    const results = await Promise.all(burst);

    expect(argon2Calls.maxInFlight).toBe(MAX_CONCURRENT_PASSWORD_HASHES);
    expect(argon2Calls.inFlight).toBe(0);
    expect(argon2Calls.started).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? `hash new-password-${i}` : `verify ${i === 5 ? 'the-right-password' : `guess-${i}`}`)),
    );
    // Waiting changes nothing about the answers.
    expect(results.filter((result) => result === true)).toHaveLength(1);
    expect(results[5]).toBe(true);
    expect(results.filter((result) => typeof result === 'string' && result.startsWith('$argon2id$'))).toHaveLength(5);
  });

  it('a failing argon2 call gives its turn back, so later calls still run', async () => {
    const checks = Array.from({ length: 2 * MAX_CONCURRENT_PASSWORD_HASHES + 1 }, () => verifyPassword('not-an-argon2-hash', 'x'));
    expect(await Promise.all(checks)).toEqual(checks.map(() => false));
    expect(await verifyPassword(await hashPassword('still-works'), 'still-works')).toBe(true);
  });
});
