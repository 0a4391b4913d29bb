import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { createOrmConfig } from '../config/orm.config.js';
import { createDatabaseIfMissing } from '../database/embedded-postgres.js';
import { databaseUrl } from './database-url.js';

export interface TestDatabase {
  orm: MikroORM;
  url: string;
  /** SQL statements sent through the ORM since the last reset. */
  queryLog: string[];
  drop(): Promise<void>;
}

/** A database of this test file's own, cloned from the migrated (and by default seeded) template. */
export async function createTestDatabase(contents: 'seeded' | 'empty' = 'seeded'): Promise<TestDatabase> {
  const server = inject('testDatabaseServer');
  const name = `${server.prefix}_${randomBytes(4).toString('hex')}`;
  await createDatabaseIfMissing(server.adminUrl, name, server.templates[contents]);
  const url = databaseUrl(server.adminUrl, name);
  const queryLog: string[] = [];
  const orm = await MikroORM.init(
    createOrmConfig(url, { debug: ['query'], logger: (message) => queryLog.push(message), colors: false }),
  );
  return {
    orm,
    url,
    queryLog,
    drop: async () => {
      await orm.close();
      const client = new pg.Client({ connectionString: server.adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).finally(() => client.end());
    },
  };
}
