import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useFragment as unmask } from '../../gql';
import { browserStorage } from '../../lib/browser-storage';
import { errorCode } from '../../lib/api-error';
import { fill, useMessages } from '../../lib/i18n';
import { usePollingFallback } from '../../lib/live-updates';
import { ADMIN_TOKEN_KEY, adminLiveUpdates } from '../admin-shell/admin-apollo-client';
import { ErrorText } from '../admin-shell/ui/error-text';
import { SupportThreadFields } from '../support-chat/support-operations';
import { type OutgoingMessage, SupportThread } from '../support-chat/support-thread';
import { supportThreadMessages } from '../support-chat/support-thread-messages';
import { refusalText } from '../support-chat/use-support-conversation';
import {
  CloseSupportConversation,
  MarkSupportConversationReadByStaff,
  ReopenSupportConversation,
  ReplySupportConversation,
  StaffSupportConversationChanged,
  StaffSupportConversationQuery,
  StaffThreadFields,
} from './support-inbox-operations';
import { adminSupportMessages } from './admin-support-messages';

/** One conversation as staff see it: who and which order, the thread, and Close or Reopen. */
export function StaffConversation({ conversationId }: { conversationId: number }) {
  const t = useMessages(adminSupportMessages);
  const texts = useMessages(supportThreadMessages);
  const variables = { conversationId };
  const pollInterval = usePollingFallback(adminLiveUpdates);
  const { data, error, client, refetch } = useQuery(StaffSupportConversationQuery, { variables, pollInterval });
  const remember = useCallback(
    (thread: NonNullable<typeof data>['supportConversation'] | undefined) => {
      if (thread) client.writeQuery({ query: StaffSupportConversationQuery, variables: { conversationId }, data: { supportConversation: thread } });
    },
    [client, conversationId],
  );
  useSubscription(StaffSupportConversationChanged, { variables, onData: ({ data: event }) => remember(event.data?.staffSupportConversationChanged) });
  const [reply] = useMutation(ReplySupportConversation);
  const [close, closing] = useMutation(CloseSupportConversation);
  const [reopen, reopening] = useMutation(ReopenSupportConversation);
  const [markRead] = useMutation(MarkSupportConversationReadByStaff);

  const staffThread = unmask(StaffThreadFields, data?.supportConversation);
  const unread = staffThread ? unmask(SupportThreadFields, staffThread).conversation.unreadCount : 0;
  useEffect(() => {
    if (unread > 0) void markRead({ variables: { conversationId } }).then(({ data: read }) => remember(read?.markSupportConversationReadByStaff));
  }, [unread, conversationId, markRead, remember]);

  const send = async (message: OutgoingMessage): Promise<string | null> => {
    try {
      const { data: sent } = await reply({ variables: { conversationId, body: message.body || undefined, image: message.picture ?? undefined } });
      remember(sent?.replySupportConversation);
      return null;
    } catch (refusal) {
      return refusalText(errorCode(refusal), texts);
    }
  };

  if (!data || !staffThread) {
    if (error) {
      return (
        <div>
          <ErrorText error={error} />
          <button type="button" className="button button--ghost" onClick={() => void refetch()}>
            {t.retry}
          </button>
        </div>
      );
    }
    return <p role="status">{t.loading}</p>;
  }
  const { conversation } = staffThread;
  const isClosed = conversation.status === 'CLOSED';
  const move = isClosed ? reopen : close;
  return (
    <article className="support-ticket" aria-labelledby="support-ticket-title">
      <header className="support-ticket__header">
        <div>
          <h2 id="support-ticket-title">{conversation.customer?.name ?? t.customer}</h2>
          <p className="support-ticket__who">
            {conversation.customer && <Link to={`/dashboard/personal?q=${encodeURIComponent(conversation.customer.email ?? conversation.customer.name)}`}>{conversation.customer.email ?? conversation.customer.name}</Link>}
            {' · '}
            {t[conversation.reason]}
            {conversation.orderNumber && (
              <>
                {' · '}
                <Link to={`/dashboard/orders/${conversation.orderNumber}`}>{fill(t.order, { number: conversation.orderNumber })}</Link>
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={closing.loading || reopening.loading}
          onClick={() => void move({ variables }).then(({ data: moved }) => remember(moved && ('closeSupportConversation' in moved ? moved.closeSupportConversation : moved.reopenSupportConversation)))}
        >
          {isClosed ? t.reopen : t.close}
        </button>
      </header>
      <SupportThread thread={staffThread} viewer="STAFF" token={browserStorage.readText(ADMIN_TOKEN_KEY)} texts={texts} onSend={send} />
    </article>
  );
}
