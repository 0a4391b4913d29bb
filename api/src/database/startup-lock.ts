import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { withPooledConnection } from './pooled-connection.js';

/** The advisory lock id every instance of the shop takes while it migrates and seeds (any constant of ours). */
const STARTUP_LOCK_ID = 7_301_202_611;
const POLL_MS = 200;
/** Long enough for another instance's migrations, seed and first admin; a stuck lock holder fails the start instead of hanging it. */
const WAIT_LIMIT_MS = 5 * 60_000;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, so instances started together on one
 * database migrate, seed and create the first admin one after another: the first does it, the others
 * find it done. The lock lives on a connection of its own and goes with it if this process dies.
 * It is polled with pg_try_advisory_lock, since a blocking wait would run into the statement timeout.
 */
export async function underStartupLock<T>(orm: MikroORM, work: () => Promise<T>): Promise<T> {
  return withPooledConnection(orm.em, async (connection) => {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    while (!(await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [STARTUP_LOCK_ID])).rows[0].locked) {
      if (Date.now() > deadline) throw new Error('Another instance has held the start-up lock for 5 minutes; is it stuck?');
      await sleep(POLL_MS);
    }
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]);
    }
  });
}
