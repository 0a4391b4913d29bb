import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `sql` with its values sent as bound parameters, in `em`'s transaction when it has one. MikroORM's
 * `execute` writes every value into the SQL text, which for a picture of megabytes means hex-encoding it on the
 * event loop while every other request waits; a bound Buffer goes to PostgreSQL as it is. Errors come back as
 * MikroORM's exceptions (a unique constraint as `UniqueConstraintViolationException`).
 */
export async function boundQuery<T>(em: EntityManager, sql: string, values: unknown[]): Promise<T[]> {
  const query = em.getKnex().raw(sql, values as never[]);
  const transaction = em.getTransactionContext();
  if (transaction) query.transacting(transaction);
  try {
    const result = (await query) as { rows: T[] };
    return result.rows;
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  }
}
