// @ts-check
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const READY_LINE = 'Shop ready at';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * Starts the built shop as `npm start` does (the approach of web/e2e/harness/shop-server.ts, which is
 * TypeScript and so cannot be imported by plain Node): production mode, a fresh DATA_DIR, so it creates and
 * seeds its own embedded PostgreSQL. BENCH_WEB_DATABASE_URL makes it use that (seeded) server instead.
 * @param {string} repoRoot
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startShop(repoRoot) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-web-'));
  // Run as root, the embedded PostgreSQL drops to the `postgres` user, which must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'bench-web@example.com',
    ADMIN_PASSWORD: 'bench-web-password',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(process.env.BENCH_WEB_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_WEB_DATABASE_URL } : {}),
  };
  const child = spawn(process.execPath, ['api/dist/index.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (log += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (log += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
      if ((await Promise.race([exited, timer])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  let exitCode;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!log.includes(READY_LINE)) {
    if (exitCode !== undefined || Date.now() > deadline) {
      await stop();
      throw new Error(`The shop did not start (exit code ${exitCode ?? 'none, timed out'}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}
