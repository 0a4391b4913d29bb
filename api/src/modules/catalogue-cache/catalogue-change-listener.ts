import { listenForNotifications, type NotificationListener } from '../../database/notification-listener.js';
import { CATALOGUE_CHANGED_CHANNEL, type CatalogueCache } from './catalogue-cache.js';

/**
 * Empties `cache` whenever any instance on this database commits a catalogue write, so a change made through
 * one instance is seen on all at once rather than after the cache's maxAge. While the connection is down the
 * cache is emptied and the listener reconnects; entries then live at most maxAge, as before.
 */
export function listenForCatalogueChanges(
  databaseUrl: string,
  cache: CatalogueCache,
  log: (message: string) => void,
): Promise<NotificationListener> {
  const forget = () => cache.forgetEverything();
  return listenForNotifications(databaseUrl, { [CATALOGUE_CHANGED_CHANNEL]: forget }, { onGap: forget, log });
}
