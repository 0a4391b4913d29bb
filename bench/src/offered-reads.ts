import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Measurement, percentiles } from './load.js';

/** No answer within this long counts as an error (as in the other runs). */
const TIMEOUT_MS = 10_000;

export interface ReadMeasurement extends Measurement {
  seconds: number;
  /** The slowest read: a stalled event loop shows here first. */
  maxMs: number;
}

/**
 * GETs of `url` arriving on their own, `ratePerSecond` on average with random (exponential) gaps, until `until`
 * settles; reads in flight then are awaited and counted. As in offered-load.ts, a read goes out at its arrival
 * whether or not earlier ones are answered, and its latency counts from then, so a server that stalls for a second
 * shows a second on every read that arrived meanwhile. Connections are not capped, for the same reason.
 */
export async function measureReadsUntil(url: string, ratePerSecond: number, until: Promise<unknown>): Promise<ReadMeasurement> {
  let over = false;
  const ended = until.then(
    () => (over = true),
    () => (over = true),
  );
  const agent = new http.Agent({ keepAlive: true });
  const latencies: number[] = [];
  const counts = { requests: 0, errors: 0, non2xx: 0 };
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  let arrival = started;
  try {
    for (;;) {
      arrival += (-Math.log(1 - Math.random()) / ratePerSecond) * 1000;
      await Promise.race([sleep(Math.max(0, arrival - performance.now())), ended]);
      if (over) break;
      const sentAt = arrival;
      inFlight.push(
        get(agent, url).then(
          (status) => {
            counts.requests++;
            if (status < 200 || status > 299) counts.non2xx++;
            latencies.push(performance.now() - sentAt);
          },
          () => {
            counts.requests++;
            counts.errors++;
          },
        ),
      );
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds: Math.round(seconds * 100) / 100,
    requestsPerSecond: Math.round((counts.requests / seconds) * 100) / 100,
    latencyMs: percentiles(latencies),
    maxMs: Math.round(Math.max(0, ...latencies) * 100) / 100,
    ...counts,
  };
}

/**
 * The answer's status once its whole body is in. A kept-alive connection the server closed as the read went out is
 * reset; the read is sent again on a new one, as browsers do, and counts as one read from its first sending.
 */
async function get(agent: http.Agent, url: string): Promise<number> {
  try {
    return await getOnce(agent, url);
  } catch (error) {
    if ((error as { resetReusedSocket?: boolean }).resetReusedSocket) return getOnce(agent, url);
    throw error;
  }
}

function getOnce(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { resetReusedSocket: request.reusedSocket && error.code === 'ECONNRESET' })));
  });
}
