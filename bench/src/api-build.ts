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

interface TokensModule {
  CUSTOMER_AUDIENCE: string;
  TokenService: new (secret: string) => { sign(audience: string, subjectId: number): Promise<string> };
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

/** Signs a shopper's sign-in token exactly as the app does (api/src/modules/auth/tokens.ts). */
export async function customerTokenSigner(secret: string): Promise<(customerId: number) => Promise<string>> {
  const { CUSTOMER_AUDIENCE, TokenService } = await apiModule<TokensModule>('modules/auth/tokens.js');
  const tokens = new TokenService(secret);
  return (customerId) => tokens.sign(CUSTOMER_AUDIENCE, customerId);
}
