import type { TestDatabase } from './test-database.js';

/**
 * The SQL statements (not transaction control) the app sent through the ORM while `action` ran, read from
 * the test database's query log, whose lines look like "[query] select …" (colours off). Counting them
 * is machine-independent, unlike timing.
 */
export async function statementsDuring(db: TestDatabase, action: () => Promise<unknown>): Promise<string[]> {
  db.queryLog.length = 0;
  await action();
  return db.queryLog
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').replace(/^\[query\]\s*/, ''))
    .filter((sql) => /^(with|select|insert|update|delete)\b/i.test(sql));
}
