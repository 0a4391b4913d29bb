import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import { createOrmConfig } from '../config/orm.config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface Database {
  orm: MikroORM;
  /** The postgres:// URL the ORM connects to (DATABASE_URL or the embedded server's). */
  url: string;
  /** Closes the ORM, then stops the embedded PostgreSQL if we started one. */
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL kept in DATA_DIR/postgres. */
export async function connectDatabase(config: AppConfig, log: (message: string) => void): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        databaseName: 'storefront',
        log: (line) => /\b(FATAL|PANIC|ERROR)\b/.test(line) && log(`[postgres] ${line.trim()}`),
      });
  if (embedded) log(`Started the embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}.`);
  try {
    const url = config.databaseUrl ?? embedded!.url;
    // MikroORM's own messages (the migrator's) go to the same log as everything else, as plain text.
    const orm = await MikroORM.init(createOrmConfig(url, { logger: log, colors: false }));
    return {
      orm,
      url,
      close: async () => {
        await orm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
