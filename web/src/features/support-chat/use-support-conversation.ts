import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useFragment as unmask } from '../../gql';
import type { SupportReason } from '../../gql/graphql';
import { errorCode } from '../../lib/api-error';
import { asShopper, shopLiveUpdates } from '../../lib/apollo-client';
import { usePollingFallback } from '../../lib/live-updates';
import { useCustomerSession } from '../customer-session/session-context';
import {
  MarkSupportConversationRead,
  MySupportConversation,
  OpenSupportConversation,
  SendSupportMessage,
  SupportConversationChanged,
  SupportThreadFields,
} from './support-operations';
import type { OutgoingMessage } from './support-thread';
import type { SupportThreadTexts } from './support-thread-messages';

/** Which conversation: the general one (the chat widget), or an order's with the reason for asking. */
export interface ConversationTopic {
  orderNumber?: string;
  reason?: SupportReason;
}

/** Why the API refused a message, in the shopper's words. */
export function refusalText(code: string | undefined, texts: SupportThreadTexts): string {
  if (code === 'TOO_MANY_REQUESTS') return texts.tooMany;
  if (code === 'BAD_USER_INPUT' || code === 'UNSUPPORTED_MEDIA_TYPE' || code === 'PAYLOAD_TOO_LARGE') return texts.invalid;
  return texts.failed;
}

/** A picture goes up as a multipart form over REST (the storefront's GraphQL client sends no files). */
async function sendPicture(conversationId: number, message: OutgoingMessage, token: string): Promise<string | undefined> {
  const form = new FormData();
  if (message.body) form.append('body', message.body);
  form.append('image', message.picture!);
  const response = await fetch(`/api/support/conversations/${conversationId}/messages`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.ok) return undefined;
  const answer = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return answer?.error?.code ?? 'NETWORK';
}

/**
 * The signed-in shopper's conversation on `topic` once `started`: opened (or found) on the server, kept
 * current by a subscription (or by polling while the socket is down), marked read while `visible`.
 */
export function useSupportConversation(topic: ConversationTopic, started: boolean, visible: boolean, texts: SupportThreadTexts) {
  const { token } = useCustomerSession();
  const client = useApolloClient();
  const context = asShopper(token);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [open, opening] = useMutation(OpenSupportConversation, { context });
  const [sendText] = useMutation(SendSupportMessage, { context });
  const [markRead] = useMutation(MarkSupportConversationRead, { context });
  const pollInterval = usePollingFallback(shopLiveUpdates);
  const ready = Boolean(token && conversationId);
  const variables = { conversationId: conversationId ?? 0 };
  const query = useQuery(MySupportConversation, { variables, context, skip: !ready, pollInterval });
  // Every answer carries the whole thread: each one replaces what the screen shows.
  const remember = useCallback(
    (thread: NonNullable<typeof query.data>['mySupportConversation'] | undefined) => {
      if (thread && conversationId) client.writeQuery({ query: MySupportConversation, variables: { conversationId }, data: { mySupportConversation: thread } });
    },
    [client, conversationId],
  );
  useSubscription(SupportConversationChanged, { variables, skip: !ready, onData: ({ data }) => remember(data.data?.supportConversationChanged) });

  const { orderNumber, reason } = topic;
  useEffect(() => {
    if (!started || !token || conversationId) return;
    void open({ variables: { orderNumber, reason } }).then(({ data }) => {
      const opened = data && unmask(SupportThreadFields, data.openSupportConversation).conversation.id;
      if (opened) setConversationId(opened);
    });
  }, [started, token, conversationId, open, orderNumber, reason, attempt]);

  const thread = query.data?.mySupportConversation;
  const unread = thread ? unmask(SupportThreadFields, thread).conversation.unreadCount : 0;
  useEffect(() => {
    if (visible && conversationId && unread > 0) void markRead({ variables: { conversationId } }).then(({ data }) => remember(data?.markSupportConversationRead));
  }, [visible, conversationId, unread, markRead, remember]);

  const send = useCallback(
    async (message: OutgoingMessage): Promise<string | null> => {
      if (!conversationId || !token) return texts.failed;
      try {
        if (message.picture) {
          const refused = await sendPicture(conversationId, message, token);
          if (refused) return refusalText(refused, texts);
          await query.refetch();
        } else {
          const { data } = await sendText({ variables: { conversationId, body: message.body } });
          remember(data?.sendSupportMessage);
        }
        return null;
      } catch (error) {
        return refusalText(errorCode(error), texts);
      }
    },
    [conversationId, token, texts, query, sendText, remember],
  );

  return { thread, loading: opening.loading || query.loading, failed: Boolean(opening.error || query.error), retry: () => (conversationId ? void query.refetch() : setAttempt((count) => count + 1)), send, token };
}
