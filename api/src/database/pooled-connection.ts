import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';

/**
 * A connection of MikroORM's own pool (same limits, timeouts and outage handling), as the pg client it is,
 * for work that needs what knex cannot give: a session-level lock, or a named statement that PostgreSQL
 * plans once per connection instead of on every call.
 */
export async function withPooledConnection<T>(em: EntityManager, work: (connection: ClientBase) => Promise<T>): Promise<T> {
  const knexClient = em.getKnex().client;
  const connection = (await knexClient.acquireConnection()) as ClientBase;
  try {
    return await work(connection);
  } finally {
    await knexClient.releaseConnection(connection);
  }
}

/** `work` in a transaction of its own on `connection`: committed if it returns, rolled back if it throws. */
export async function inTransaction<T>(connection: ClientBase, work: () => Promise<T>): Promise<T> {
  await connection.query('begin');
  try {
    const result = await work();
    await connection.query('commit');
    return result;
  } catch (error) {
    // A broken connection cannot roll back; the pool replaces it, and the original error is what matters.
    await connection.query('rollback').catch(() => {});
    throw error;
  }
}
