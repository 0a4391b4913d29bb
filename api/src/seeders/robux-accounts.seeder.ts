import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountLoginCipher } from '../modules/robux-account/account-login-cipher.js';

/** How many demo accounts each rate has (the spec's table: 41 accounts, rates 88 to 130). */
const ACCOUNTS_PER_RATE: ReadonlyArray<readonly [rate: number, count: number]> = [
  [88, 6],
  [95, 5],
  [100, 7],
  [105, 4],
  [110, 6],
  [120, 5],
  [125, 4],
  [130, 4],
];
const ACCOUNT_TYPES = ['Email verified', 'Email + phone verified', 'Unverified', 'Email verified, Premium'];

/** Marks demo listings, so a production start can take them out and nobody buys a made-up account. */
export const DEMO_LISTING_NOTE = 'Demo listing: not a real account';

/**
 * Adds the demo Robux account listings to a shop that has none (development only), each with an obviously
 * fake login, sealed like a real one. Deterministic: the rates are mixed by stepping through them by 17.
 */
export async function seedRobuxAccounts(em: EntityManager, cipher: AccountLoginCipher): Promise<number> {
  const [{ count }] = await em.execute<{ count: number }[]>('select count(*)::int as count from robux_account');
  if (count > 0) return 0;
  const rates = ACCOUNTS_PER_RATE.flatMap(([rate, times]) => Array<number>(times).fill(rate));
  return em.transactional(async (tx) => {
    for (const [index] of rates.entries()) {
      const publicId = `RBX-${10_001 + index}`;
      const login = { username: `demo_account_${10_001 + index}`, password: 'not-a-real-password', recoveryEmail: 'demo@example.invalid', notes: DEMO_LISTING_NOTE };
      await tx.execute(
        `insert into robux_account (public_id, robux, rate, account_type, guarantee_days, notes, login_sealed) values (?, ?, ?, ?, ?, ?, ?)`,
        [publicId, 1000 + ((index * 7) % 20) * 500, rates[(index * 17) % rates.length], ACCOUNT_TYPES[index % ACCOUNT_TYPES.length], index % 5 === 0 ? 7 : 3, DEMO_LISTING_NOTE, cipher.seal(login, publicId)],
      );
    }
    await tx.execute(`select setval('robux_account_number_seq', ?)`, [10_000 + rates.length]);
    return rates.length;
  });
}

/** A production start sells no demo account: those still on sale are deleted (sold ones stay with their orders). */
export async function removeDemoListings(em: EntityManager): Promise<number> {
  const removed = await em.execute<{ id: number }[]>(`delete from robux_account where notes = ? and status = 'AVAILABLE' returning id`, [DEMO_LISTING_NOTE]);
  return removed.length;
}
