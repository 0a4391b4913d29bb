import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { asShopper, shopLiveUpdates } from '../../lib/apollo-client';
import { usePollingFallback } from '../../lib/live-updates';
import { useCustomerSession } from '../customer-session/session-context';
import { MySupportUnread, MySupportUnreadChanged } from './support-operations';

export interface SupportUnreadState {
  /** Staff replies the shopper has not read, in all. */
  total: number;
  /** The conversations with unread staff replies, latest reply first. */
  conversations: { conversationId: number; orderNumber?: string | null; unreadCount: number }[];
  /** Unread staff replies in one order's conversation. */
  forOrder(orderNumber: string): number;
}

/**
 * The signed-in shopper's unread staff replies, as the server counts them. Every caller shares one cached answer;
 * the one that is `live` (the chat button, on every storefront page) keeps it current for all by a subscription,
 * or by polling while the socket is down. Signed out: nothing unread.
 */
export function useSupportUnread({ live = false } = {}): SupportUnreadState {
  const { token } = useCustomerSession();
  const client = useApolloClient();
  const context = asShopper(token);
  const pollInterval = usePollingFallback(shopLiveUpdates);
  const { data } = useQuery(MySupportUnread, { context, skip: !token, pollInterval: live ? pollInterval : 0 });
  useSubscription(MySupportUnreadChanged, {
    skip: !token || !live,
    onData: ({ data: event }) => {
      const unread = event.data?.mySupportUnreadChanged;
      if (unread) client.writeQuery({ query: MySupportUnread, data: { mySupportUnread: unread } });
    },
  });
  const unread = token ? data?.mySupportUnread : undefined;
  return {
    total: unread?.total ?? 0,
    conversations: unread?.conversations ?? [],
    forOrder: (orderNumber) => unread?.conversations.find((conversation) => conversation.orderNumber === orderNumber)?.unreadCount ?? 0,
  };
}
