/**
 * The pieces of the built API (api/dist) the benchmark reuses, so it starts PostgreSQL and migrates
 * exactly as the app does. Loaded at run time: the API is compiled by its own tsconfig.
 */
import { fileURLToPath } from 'node:url';

export const API_ENTRY = fileURLToPath(new URL('../../api/dist/index.js', import.meta.url));

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresModule {
  startEmbeddedPostgres(options: { dataDir: string; databaseName: string; persistent?: boolean }): Promise<RunningDatabase>;
}

interface ConnectModule {
  connectDatabase(
    config: { databaseUrl?: string; dataDir: string },
    log: (message: string) => void,
  ): Promise<{ orm: { getMigrator(): { up(): Promise<unknown[]> } }; close(): Promise<void> }>;
}

const apiModule = <T>(file: string): Promise<T> => import(new URL(`../../api/dist/${file}`, import.meta.url).href) as Promise<T>;

export async function startEmbeddedPostgres(dataDir: string): Promise<RunningDatabase> {
  const { startEmbeddedPostgres: start } = await apiModule<EmbeddedPostgresModule>('database/embedded-postgres.js');
  return start({ dataDir, databaseName: 'storefront_bench', persistent: false });
}

/** Applies the app's migrations to the database at `url`. */
export async function migrate(url: string, dataDir: string): Promise<void> {
  const { connectDatabase } = await apiModule<ConnectModule>('database/connect.js');
  const database = await connectDatabase({ databaseUrl: url, dataDir }, () => {});
  try {
    await database.orm.getMigrator().up();
  } finally {
    await database.close();
  }
}
