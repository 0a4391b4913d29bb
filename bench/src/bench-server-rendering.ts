import { type Measurement, measure, medianOf, type Target } from './load.js';
import type { RunningServer } from './servers.js';

export interface ServerRenderedResults {
  /** GET /store?game=… as HTML, answered from the catalogue cache after the first render. */
  cached: Measurement;
  /** The same with the cache off: every request renders the page (its queries, then React). */
  uncached: Measurement;
  bytes: number;
}

interface Settings {
  connections: number;
  warmUpSeconds: number;
  roundSeconds: number;
  rounds: number;
}

/**
 * The store's first page rendered on the server (the HTML a browser or bot gets), cached and uncached, measured
 * like the GraphQL store page it is compared with: the same game, connections and rounds (medians).
 */
export async function measureServerRenderedStore(
  servers: { app: RunningServer; appUncached: RunningServer },
  categoryId: number,
  settings: Settings,
  log: (message: string) => void,
): Promise<ServerRenderedResults> {
  const page = (server: RunningServer): Target => ({ url: `${server.baseUrl}/store?game=${categoryId}`, method: 'GET', headers: { accept: 'text/html' } });
  const targets = { cached: page(servers.app), uncached: page(servers.appUncached) };
  const bytes = await sameRenderedStore(targets.cached, targets.uncached);
  log(`\nServer-rendered /store?game=${categoryId}: ${bytes} bytes of HTML, the grid's items in it, cached and uncached alike.`);
  for (const target of Object.values(targets)) await measure(target, settings.connections, settings.warmUpSeconds);
  const rounds: Record<keyof typeof targets, Measurement[]> = { cached: [], uncached: [] };
  for (let round = 1; round <= settings.rounds; round++) {
    for (const side of ['cached', 'uncached'] as const) {
      const result = await measure(targets[side], settings.connections, settings.roundSeconds);
      rounds[side].push(result);
      log(`round ${round} ssr     ${side.padEnd(11)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${result.latencyMs.p99} ms`);
    }
  }
  return { cached: medianOf(rounds.cached), uncached: medianOf(rounds.uncached), bytes };
}

/**
 * Both servers answer the same rendered page (but for their own address in its links), with items in it:
 * otherwise the figures would compare different work.
 */
async function sameRenderedStore(cached: Target, uncached: Target): Promise<number> {
  const [a, b] = await Promise.all([cached, uncached].map(async (target) => {
    const response = await fetch(target.url, { headers: target.headers });
    const html = await response.text();
    if (response.status !== 200 || !html.includes('data-hydrate') || !html.includes('class="item-grid"')) {
      throw new Error(`${target.url} did not answer a server-rendered store page (status ${response.status}): ${html.slice(0, 300)}`);
    }
    return html.replaceAll(new URL(target.url).origin, '');
  }));
  if (a !== b) throw new Error('The cached and uncached apps rendered different store pages');
  return Buffer.byteLength(a!);
}
