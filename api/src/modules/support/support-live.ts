import { createPubSub } from '@graphql-yoga/subscription';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listenForNotifications, type NotificationListener } from '../../database/notification-listener.js';

/** The PostgreSQL NOTIFY channel carrying support events between instances. */
export const SUPPORT_CHANNEL = 'support_events';

/** Something changed in a conversation: a message, a read marker or its status. Ids only: subscribers reload. */
export interface SupportEvent {
  conversationId: number;
  customerId: number;
}

/**
 * Support events heard on this instance. Writers never publish here directly: they NOTIFY inside their
 * transaction (`announceSupportEvent`) and every instance's listener relays what PostgreSQL delivers on commit,
 * so a reply written through one instance reaches subscribers on all of them, and a rolled-back write nobody.
 */
export type SupportPubSub = ReturnType<typeof createSupportPubSub>;

export function createSupportPubSub() {
  return createPubSub<{
    SUPPORT_CONVERSATION: [conversationId: number, event: SupportEvent];
    SUPPORT_CUSTOMER: [customerId: number, event: SupportEvent];
    SUPPORT_INBOX: [event: SupportEvent];
  }>();
}

export async function announceSupportEvent(tx: EntityManager, event: SupportEvent): Promise<void> {
  await tx.execute(`select pg_notify('${SUPPORT_CHANNEL}', ?)`, [JSON.stringify(event)]);
}

/** Relays the support events every instance announces into this instance's `pubSub`. */
export function relaySupportEvents(databaseUrl: string, pubSub: SupportPubSub, log: (message: string) => void): Promise<NotificationListener> {
  return listenForNotifications(
    databaseUrl,
    {
      [SUPPORT_CHANNEL]: (payload) => {
        const event = JSON.parse(payload) as SupportEvent;
        pubSub.publish('SUPPORT_CONVERSATION', event.conversationId, event);
        pubSub.publish('SUPPORT_CUSTOMER', event.customerId, event);
        pubSub.publish('SUPPORT_INBOX', event);
      },
    },
    { log },
  );
}
