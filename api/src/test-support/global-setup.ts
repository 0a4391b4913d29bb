import 'reflect-metadata';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createOrmConfig } from '../config/orm.config.js';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { seedCatalogue } from '../seeders/catalogue.seeder.js';
import { addCheckoutAccount } from './checkout-account.js';
import { databaseUrl, type TestDatabaseServer } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one (a throw-away cluster) unless DATABASE_URL names
 * a server to use. Two template databases are prepared once — migrated, and migrated + seeded (with an
 * account active for checkout) — and
 * every test file clones its own database from one of them.
 */
export default async function setup(project: TestProject) {
  const scratchDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'storefront-test-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  if (scratchDir) await chmod(scratchDir, 0o755);
  const embedded = scratchDir
    ? await startEmbeddedPostgres({ dataDir: path.join(scratchDir, 'pg'), databaseName: 'postgres', persistent: false })
    : undefined;
  const adminUrl = embedded?.adminUrl ?? process.env.DATABASE_URL!;
  const prefix = `storefront_test_${process.pid}`;
  const server: TestDatabaseServer = {
    adminUrl,
    prefix,
    templates: { empty: `${prefix}_tpl_empty`, seeded: `${prefix}_tpl_seeded` },
  };

  await createDatabaseIfMissing(adminUrl, server.templates.empty);
  await withOrm(databaseUrl(adminUrl, server.templates.empty), (orm) => orm.getMigrator().up());
  await createDatabaseIfMissing(adminUrl, server.templates.seeded, server.templates.empty);
  await withOrm(databaseUrl(adminUrl, server.templates.seeded), async (orm) => {
    await seedCatalogue(orm.em.fork());
    await addCheckoutAccount(orm.em.fork());
  });
  project.provide('testDatabaseServer', server);

  return async () => {
    await dropDatabasesStartingWith(adminUrl, prefix);
    await embedded?.stop();
    if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
  };
}

async function withOrm(url: string, work: (orm: MikroORM) => Promise<unknown>) {
  const orm = await MikroORM.init(createOrmConfig(url, { debug: false }));
  try {
    await work(orm);
  } finally {
    await orm.close();
  }
}

async function dropDatabasesStartingWith(adminUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
  } finally {
    await client.end();
  }
}
