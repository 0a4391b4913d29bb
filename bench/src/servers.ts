import { type ChildProcess, fork, type ForkOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { API_ENTRY } from './api-build.js';
import type { BareBytes } from './bare-bytes-server.js';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** One secret for every app process of a run, as a multi-instance production deployment must have; shoppers' tokens are signed with it. */
export const BENCH_JWT_SECRET = randomBytes(32).toString('hex');

/** The built app as `npm start` runs it, in production mode, against the benchmark database; `env` adds settings. */
export async function startApp(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [API_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      JWT_SECRET: BENCH_JWT_SECRET,
      REDIS_URL: '',
      // Orders are placed "unverified": a benchmark must not reach Roblox (or the internet).
      ROBLOX_LOOKUP: 'off',
      // A few bench shoppers stand for many real ones: each places thousands of orders it never pays.
      MAX_UNPAID_ORDERS: '1000000',
      MAX_UNPAID_TOPUPS: '1000000',
      // The slip benchmark's shopper sends a slip for each of 10 orders at once; at the default 3 in review, most would be refused after their pictures were read.
      MAX_SLIPS_IN_REVIEW: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    let ready = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      // Once ready, the app logs a JSON line per request: those are read (so its pipe never fills) and dropped.
      if (ready) return;
      output += chunk.toString();
      ready = output.includes('Shop ready');
      if (ready) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The app exited with code ${code} before it was ready:\n${output}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/** baseline-server.js in a process of its own. */
export async function startBaseline(databaseUrl: string): Promise<RunningServer> {
  return startChild('./baseline-server.js', { env: { ...process.env, DATABASE_URL: databaseUrl } });
}

/** bare-bytes-server.js in a process of its own, answering `bytes`. */
export async function startBareBytes(bytes: BareBytes): Promise<RunningServer> {
  return startChild('./bare-bytes-server.js', {}, bytes);
}

async function startChild(script: string, options: ForkOptions, message?: BareBytes): Promise<RunningServer> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), options);
  if (message) child.send(message);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
