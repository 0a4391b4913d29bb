import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readiness } from './readiness.js';

/**
 * The first step of a clean stop: /readyz answers 503 at once, while the server still serves everything else for
 * `delayMs` (SHUTDOWN_DELAY_SECONDS), long enough for a load balancer's probes to take the instance out of rotation;
 * then the server stops taking connections and lets the requests in flight finish. Resolves once they have.
 * Live (WebSocket) connections are closed first, since they would keep it open forever.
 * Every answer given from the start of the stop closes its connection (operations.routes.ts).
 */
export async function stopTakingTraffic(server: Server, readiness: Readiness, delayMs: number, closeLiveConnections: () => Promise<void>): Promise<void> {
  readiness.beginShutdown();
  if (delayMs > 0) await sleep(delayMs);
  // Subscription sockets never fall idle: they are closed, and their clients reconnect to an instance still running.
  await closeLiveConnections();
  await new Promise<void>((resolve) => {
    // A request that was already running when the stop began keeps its kept-alive connection open once answered
    // (answers given since say "Connection: close"): close each one as soon as it falls idle.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(closeIdle);
      resolve();
    });
    server.closeIdleConnections();
  });
}
