import pg from 'pg';
import { CATALOGUE_CHANGED_CHANNEL, type CatalogueCache } from './catalogue-cache.js';

const RECONNECT_DELAY_MS = 1_000;

export interface CatalogueChangeListener {
  stop(): Promise<void>;
}

/**
 * Empties `cache` whenever any instance on this database commits a catalogue write (PostgreSQL
 * LISTEN/NOTIFY on a connection of its own), so a change made through one instance is seen on all at
 * once rather than after the cache's maxAge. While the connection is down the cache is emptied and the
 * listener reconnects; entries then live at most maxAge, as before.
 */
export async function listenForCatalogueChanges(
  databaseUrl: string,
  cache: CatalogueCache,
  log: (message: string) => void,
): Promise<CatalogueChangeListener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const reconnectSoon = () => {
    if (stopped) return;
    cache.forgetEverything();
    retry = setTimeout(() => {
      connect().catch((error: Error) => {
        log(`[catalogue-cache] change listener cannot reconnect: ${error.message}`);
        reconnectSoon();
      });
    }, RECONNECT_DELAY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    next.on('notification', () => cache.forgetEverything());
    next.on('error', (error) => log(`[catalogue-cache] change listener: ${error.message}`));
    next.on('end', () => {
      if (client === next) reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANGED_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    // Writes committed while no one was listening went unheard.
    cache.forgetEverything();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
