import pg from 'pg';

const RECONNECT_DELAY_MS = 1_000;

export interface NotificationListener {
  stop(): Promise<void>;
}

interface ListenerOptions {
  /** Called after a reconnection (and before the first): notifications sent meanwhile went unheard. */
  onGap?: () => void;
  log: (message: string) => void;
}

/**
 * Hears PostgreSQL NOTIFY on `channels` over a connection of its own, so a write committed through any
 * instance on this database reaches every instance. A dropped connection is reopened after a second.
 */
export async function listenForNotifications(
  databaseUrl: string,
  channels: Record<string, (payload: string) => void>,
  { onGap = () => {}, log }: ListenerOptions,
): Promise<NotificationListener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const names = Object.keys(channels).join(', ');

  const reconnectSoon = () => {
    if (stopped) return;
    onGap();
    retry = setTimeout(() => {
      connect().catch((error: Error) => {
        log(`[notifications] listener on ${names} cannot reconnect: ${error.message}`);
        reconnectSoon();
      });
    }, RECONNECT_DELAY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    next.on('notification', ({ channel, payload }) => channels[channel]?.(payload ?? ''));
    next.on('error', (error) => log(`[notifications] listener on ${names}: ${error.message}`));
    next.on('end', () => {
      if (client === next) reconnectSoon();
    });
    try {
      await next.connect();
      for (const channel of Object.keys(channels)) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    onGap();
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
