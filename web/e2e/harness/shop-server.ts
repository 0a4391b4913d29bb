/// <reference types="node" />
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_ENTRY = 'api/dist/index.js';
const READY_LINE = 'Shop ready at';
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;

/** The first Super Admin of every shop the tests start. */
export const TEST_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };

// Settings the shop reads that the tests decide themselves, so nothing leaks in from the developer's shell.
const SHOP_SETTINGS = [
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'UPLOAD_DIR',
  'MAX_UPLOAD_BYTES',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'NODE_ENV',
  'JWT_SECRET',
  'REDIS_URL',
  'GOOGLE_CLIENT_ID',
  'CORS_ORIGINS',
  'ROBLOX_USERS_API_URL',
  'ROBLOX_LOOKUP',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'SHOP_NAME',
];

export interface RunningShop {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** Where its mails go as .eml files (no SMTP_URL is set): the tests read them there. */
  outboxDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built shop the way `npm start` does (`node api/dist/index.js` from the repository root) with a
 * fresh DATA_DIR, so it starts, migrates and seeds its own embedded PostgreSQL like a new user's first start;
 * E2E_DATABASE_URL makes it use that server instead. `settings` adds or overrides environment variables.
 */
export async function startShop(settings: Record<string, string> = {}): Promise<RunningShop> {
  assertAppIsBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-e2e-'));
  // Run as root, the embedded PostgreSQL drops to the `postgres` user, which must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SHOP_SETTINGS) delete env[name];
  Object.assign(env, {
    // npm start's default: the dashboard screens are tested on the demo money figures a development shop has.
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Nothing may leave 127.0.0.1: a shop that is not given a local Roblox stand-in does not ask Roblox at all.
    ROBLOX_LOOKUP: 'off',
    // Links in its mails lead back to this shop.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    ...settings,
  });

  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      await stopProcess(child, exited);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  try {
    await waitUntilReady(url, () => log.join(''), exited);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- shop log ---\n${log.join('')}--- end of shop log ---`);
  }
  const outboxDir = path.join(dataDir, 'outbox');
  outboxDirs.set(url, outboxDir);
  return { url, outboxDir, stop };
}

/** The outbox folder of each shop started in this process, by its URL. */
const outboxDirs = new Map<string, string>();

/** Where the shop at `shopUrl`, started in this process, writes its mails; undefined for another process's shop. */
export const outboxDirOf = (shopUrl: string): string | undefined => outboxDirs.get(shopUrl);

function assertAppIsBuilt() {
  const missing = [SERVER_ENTRY, 'web/dist/index.html'].filter((file) => !existsSync(path.join(REPO_ROOT, file)));
  if (missing.length > 0) {
    throw new Error(
      `The end-to-end tests run the built app, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
        'Run `npm run test:e2e` from the repository root (it builds first), or `npm run build` before `npm run test:e2e -w web`.',
    );
  }
}

/** Ready when the shop says so on stdout or already answers the catalogue; fails if it exits or takes too long. */
async function waitUntilReady(url: string, output: () => string, exited: Promise<number | null>) {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The shop exited with code ${exitCode} before it was ready.`);
    if (output().includes(READY_LINE) || (await answersCatalogue(url))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop was not ready within ${START_TIMEOUT_MS / 1000} s.`);
}

async function answersCatalogue(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/categories`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** SIGTERM lets the shop close its connections and stop the embedded PostgreSQL; SIGKILL only if it hangs. */
async function stopProcess(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([exited, timer])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`The shop did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM and was killed.`);
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
